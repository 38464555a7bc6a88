import { type ComponentProps, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button, type ButtonProps } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/link'
import { ConfirmModal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast'
import { Demo } from './gallery-demo'

const BUTTONS: { label: string; variant?: ButtonProps['variant']; disabled?: boolean }[] = [
  { label: 'Primary' },
  { label: 'Secondary', variant: 'secondary' },
  { label: 'Outline', variant: 'outline' },
  { label: 'Ghost', variant: 'ghost' },
  { label: 'Danger', variant: 'danger' },
  { label: 'Disabled', disabled: true },
]
const BADGES: { label: string; tone?: ComponentProps<typeof Badge>['tone'] }[] = [
  { label: 'Neutral' },
  { label: 'Primary', tone: 'primary' },
  { label: 'Paid', tone: 'success' },
  { label: 'Pending', tone: 'warning' },
  { label: 'Failed', tone: 'error' },
  { label: 'Scheduled', tone: 'info' },
]

export function ButtonsDemo() {
  const [loading, setLoading] = useState(false)
  return (
    <Demo title="Buttons and links">
      <div className="flex flex-wrap items-center gap-3">
        {BUTTONS.map(({ label, ...button }) => (
          <Button key={label} {...button}>
            {label}
          </Button>
        ))}
        <Button
          loading={loading}
          onClick={() => {
            setLoading(true)
            setTimeout(() => setLoading(false), 1500)
          }}
        >
          Load for 1.5 s
        </Button>
        <Button variant="link">Link button</Button>
        <ExternalLink href="mailto:support@credit-connect.example">E-mail support</ExternalLink>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {BADGES.map(({ label, tone }) => (
          <Badge key={label} tone={tone}>
            {label}
          </Badge>
        ))}
        <Avatar name="Ana Diaz" />
        <Avatar name="Luis" />
      </div>
    </Demo>
  )
}

const ALERTS: { tone: NonNullable<ComponentProps<typeof Alert>['tone']>; title: string; body?: string }[] = [
  { tone: 'info', title: 'Good to know', body: 'Funds usually arrive within 2-6 days after you accept.' },
  { tone: 'success', title: 'Payment sent' },
  {
    tone: 'warning',
    title: "You're close to the end of this payment window",
    body: 'We recommend you make a payment now to catch up.',
  },
  {
    tone: 'error',
    title: 'Your loan is in Default!',
    body: 'Make a payment below to return to good standing. Contact support if you have questions.',
  },
]
const NOTIFICATIONS: { label: string; show: () => void }[] = [
  {
    label: 'Show a notification',
    show: () => toast.success('Payment sent', 'It can take 1-2 business days to show.'),
  },
  {
    label: 'Show an error',
    show: () => toast.error('We couldn’t send your payment', 'Check your connection and try again.'),
  },
]

export function FeedbackDemo() {
  const [open, setOpen] = useState(false)
  return (
    <Demo title="Alerts, modal and notifications">
      <div className="flex flex-col gap-3">
        {ALERTS.map(({ tone, title, body }) => (
          <Alert key={tone} tone={tone} title={title}>
            {body}
          </Alert>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setOpen(true)}>
          Open confirmation
        </Button>
        {NOTIFICATIONS.map(({ label, show }) => (
          <Button key={label} variant="outline" onClick={show}>
            {label}
          </Button>
        ))}
      </div>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          toast.success('Confirmed')
        }}
        title="Pay $500.00 now?"
        description="From your account ending in 7781. This can’t be undone."
        confirmLabel="Pay $500.00"
      />
    </Demo>
  )
}
