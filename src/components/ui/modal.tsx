import { Trans, useLingui } from '@lingui/react/macro'
import {
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyPart } from '@/lib/lazy-part'
import { RetryAlert } from './alert'
import { Button } from './button'
import type { ModalProps } from './modal-dialog'

/** The dialog being shown, for what shows in its place when its code could not load. */
const Shown = createContext<Pick<ModalProps, 'open' | 'onClose'>>({ open: false, onClose: () => undefined })

/** In the dialog's place when its code could not load, while it is open: say so, try again, or cancel. */
function NotLoaded({ retry }: { retry: () => void }) {
  const { open, onClose } = useContext(Shown)
  if (!open) return null
  return (
    <RetryAlert
      live
      className="mt-4"
      title={<Trans>We couldn’t open this. Check your connection and try again.</Trans>}
      onRetry={retry}
      onCancel={onClose}
    />
  )
}

// Headless UI's dialog (its focus trap, portal and transitions) is not first-screen code.
const ModalDialog = lazyPart(async () => (await import('./modal-dialog')).ModalDialog, {
  failed: (retry) => <NotLoaded retry={retry} />,
})

/** Longer than the dialog's closing transition (150 ms, modal-dialog.tsx). */
const CLOSED_MS = 300

/**
 * A dialog: focus moves in and is trapped, Escape and the close button close it, and focus returns
 * to what opened it (modal-dialog.tsx). Its code loads once the first screen is painted, so it is
 * there by the time someone opens it, and never competes with that screen's own code (issue 15). A
 * dialog open from the start (an action resumed after a reload) loads it at once. If the code cannot
 * load when the dialog opens, an alert in its place says so, and offers to try again or cancel.
 */
export function Modal(props: ModalProps) {
  // Mounted from its first opening on, so that closing it plays its transition.
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  useEffect(() => afterFirstScreen(() => void ModalDialog.preload()), [])
  // Headless UI returns focus to what it saw focused, which it sees only once its code runs: a
  // dialog opened while its code was loading would leave focus nowhere when it closes.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (props.open) {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
        opener.current = document.activeElement
      return
    }
    const element = opener.current
    opener.current = null
    if (!element) return
    const timer = setTimeout(() => {
      const lost = document.activeElement === null || document.activeElement === document.body
      if (lost && element.isConnected) element.focus()
    }, CLOSED_MS)
    return () => clearTimeout(timer)
  }, [props.open])
  return opened ? (
    <Shown.Provider value={{ open: props.open, onClose: props.onClose }}>
      <ModalDialog {...props} />
    </Shown.Provider>
  ) : null
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
