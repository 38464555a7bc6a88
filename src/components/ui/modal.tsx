import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyPart } from '@/lib/lazy-part'
import { retryAlertFor } from './alert'
import { Button } from './button'
import type { ModalProps } from './modal-dialog'

// Headless UI's dialog (its focus trap, portal and transitions, about 23 kB) is not first-screen code.
const ModalDialog = lazyPart(async () => (await import('./modal-dialog')).ModalDialog, {
  failed: retryAlertFor(<Trans>We couldn’t open this. Check your connection and try again.</Trans>),
})

/**
 * A dialog: focus moves in and is trapped, Escape and the close button close it, and focus returns
 * to what opened it (modal-dialog.tsx). Its code loads once the first screen is painted, so it is
 * there by the time someone opens it, and never competes with that screen's own code (issue 15). A
 * dialog open from the start (an action resumed after a reload) loads it at once. If the code cannot
 * load when the dialog opens, an alert in its place says so and loads it again.
 */
export function Modal(props: ModalProps) {
  // Mounted from its first opening on, so that closing it plays its transition.
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  useEffect(() => afterFirstScreen(() => void ModalDialog.preload()), [])
  return opened ? <ModalDialog {...props} /> : null
}

interface ConfirmModalProps {
  open: boolean
  onClose: () => void
  onConfirm: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** While the confirmed action runs: the confirm button spins and cannot fire again. */
  pending?: boolean
  tone?: 'primary' | 'danger'
}

/** A confirmation modal (spec §2): the action, Cancel, and the close button. */
export function ConfirmModal({
  open,
  onClose,
  onConfirm,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  pending = false,
  tone = 'primary',
}: ConfirmModalProps) {
  const { t } = useLingui()
  return (
    <Modal
      open={open}
      onClose={pending ? () => undefined : onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}
