import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { focusRing } from './focus-ring'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CloseIcon } from './icons'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
}

/**
 * A dialog (Headless UI): focus moves in and is trapped, Escape and the close button close it, and
 * focus returns to what opened it. Loaded on demand by `Modal` (modal.tsx), never imported directly.
 */
export function ModalDialog({ open, onClose, title, description, children, footer }: ModalProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/40 transition-opacity duration-150 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        {/* A modal is drawn outside the page's containers (a portal), so it carries its own replay mask:
            ours confirm money moves, with amounts and account endings. */}
        <DialogPanel
          data-slot="modal"
          data-dd-privacy="mask"
          transition
          className="relative max-h-[90dvh] w-full overflow-y-auto rounded-t-modal bg-surface p-6 shadow-xl transition duration-150 data-closed:translate-y-4 data-closed:opacity-0 motion-reduce:transition-none sm:max-w-lg sm:rounded-modal"
        >
          <DialogTitle className="pr-10 text-lg font-semibold text-fg">{title}</DialogTitle>
          {description ? (
            <Description className="mt-2 text-sm text-fg-muted">{description}</Description>
          ) : null}
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className={`absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-button text-fg-muted hover:bg-neutral-10 hover:text-fg ${focusRing}`}
          >
            <CloseIcon className="size-5" />
          </button>
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? (
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
