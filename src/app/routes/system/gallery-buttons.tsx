import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentProps, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button, type ButtonProps } from '@/components/ui/button'
import { EmailLink } from '@/components/ui/link'
import { ConfirmModal } from '@/components/ui/modal'
import { type ToastTone, toast } from '@/components/ui/toast'
import { formatMoney } from '@/lib/format'
import { BADGES } from './gallery-data'
import { Demo } from './gallery-demo'

const BUTTONS: { label: MessageDescriptor; variant?: ButtonProps['variant']; disabled?: boolean }[] = [
  { label: msg`Primary` },
  { label: msg`Secondary`, variant: 'secondary' },
  { label: msg`Outline`, variant: 'outline' },
  { label: msg`Ghost`, variant: 'ghost' },
  { label: msg`Danger`, variant: 'danger' },
  { label: msg`Disabled`, disabled: true },
]

export function ButtonsDemo() {
  const { t } = useLingui()
  const [loading, setLoading] = useState(false)
  return (
    <Demo title={t`Buttons and links`}>
      <div className="flex flex-wrap items-center gap-3">
        {BUTTONS.map(({ label, ...button }) => (
          <Button key={label.id} {...button}>
            {t(label)}
          </Button>
        ))}
        <Button
          loading={loading}
          onClick={() => {
            setLoading(true)
            setTimeout(() => setLoading(false), 1500)
          }}
        >
          <Trans>Load for 1.5 s</Trans>
        </Button>
        <Button variant="link">
          <Trans>Link button</Trans>
        </Button>
        <EmailLink address="support@credit-connect.example" size="standalone">
          <Trans>E-mail support</Trans>
        </EmailLink>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {BADGES.map(({ label, tone }) => (
          <Badge key={label.id} tone={tone}>
            {t(label)}
          </Badge>
        ))}
        <Avatar name="Ana Diaz" />
        <Avatar name="Luis" />
      </div>
    </Demo>
  )
}

const ALERTS: {
  tone: NonNullable<ComponentProps<typeof Alert>['tone']>
  title: MessageDescriptor
  body?: MessageDescriptor
}[] = [
  {
    tone: 'info',
    title: msg`Good to know`,
    body: msg`Funds usually arrive within 2-6 days after you accept.`,
  },
  { tone: 'success', title: msg`Payment sent` },
  {
    tone: 'warning',
    title: msg({
      message: "You're close to the end of this payment window",
      comment: 'Spec fixed string: the loan banner',
    }),
    body: msg`We recommend you make a payment now to catch up.`,
  },
  {
    tone: 'error',
    title: msg({ message: 'Your loan is in Default!', comment: 'Spec fixed string: the loan banner' }),
    body: msg`Make a payment below to return to good standing. Contact support if you have questions.`,
  },
]
const NOTIFICATIONS: {
  label: MessageDescriptor
  tone: ToastTone
  title: MessageDescriptor
  body: MessageDescriptor
}[] = [
  {
    label: msg`Show a notification`,
    tone: 'success',
    title: msg`Payment sent`,
    body: msg`It can take 1-2 business days to show.`,
  },
  {
    label: msg`Show an error`,
    tone: 'error',
    title: msg`We couldn’t send your payment`,
    body: msg`Check your connection and try again.`,
  },
]

export function FeedbackDemo() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const amount = formatMoney(500)
  return (
    <Demo title={t`Alerts, modal and notifications`}>
      <div className="flex flex-col gap-3">
        {ALERTS.map(({ tone, title, body }) => (
          <Alert key={tone} tone={tone} title={t(title)}>
            {body ? t(body) : null}
          </Alert>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Trans>Open confirmation</Trans>
        </Button>
        {NOTIFICATIONS.map(({ label, tone, title, body }) => (
          <Button key={label.id} variant="outline" onClick={() => toast.show(tone, t(title), t(body))}>
            {t(label)}
          </Button>
        ))}
      </div>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          toast.success(t`Confirmed`)
        }}
        title={t`Pay ${amount} now?`}
        description={t`From your account ending in 7781. This can’t be undone.`}
        confirmLabel={t`Pay ${amount}`}
      />
    </Demo>
  )
}
