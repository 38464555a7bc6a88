import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmModal } from '@/components/ui/modal'

/** A button that opens a confirmation dialog, as the loan summary's payment does (the dialog's tests). */
export function ConfirmModalTrigger() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review payment</Button>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
        title="Pay $100.00 now?"
        confirmLabel="Pay $100.00"
      />
    </>
  )
}
