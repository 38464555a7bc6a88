import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/icons'
import { calendarDaysBetween, dateOrInvalid } from '@/lib/dates'
import { formatDate, formatMoney } from '@/lib/format'
import { STORAGE_KEYS, local } from '@/lib/storage'
import type { Loan, Renewal } from '../api/schemas'

/** How long after funding the "your money arrived" banner shows. */
export const FUNDING_BANNER_DAYS = 30

type BannerKey = typeof STORAGE_KEYS.showFundingBanner | typeof STORAGE_KEYS.showRenewalBanner

/** A banner the merchant can dismiss; the choice is remembered under the spec's storage key. */
function useDismissable(key: BannerKey) {
  const [shown, setShown] = useState(() => local.get(key) !== 'false')
  return {
    shown,
    dismiss: () => {
      local.set(key, 'false')
      setShown(false)
    },
  }
}

function Banner({
  title,
  children,
  onDismiss,
}: {
  title: string
  children: React.ReactNode
  onDismiss: () => void
}) {
  const { t } = useLingui()
  return (
    <section
      aria-label={title}
      className="flex items-start gap-3 rounded-card border border-primary-20 bg-primary-10 p-4 text-fg"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <div className="mt-1 text-sm">{children}</div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Dismiss: ${title}`}
        onClick={onDismiss}
        className="-m-2"
      >
        <CloseIcon />
      </Button>
    </section>
  )
}

/** Shown for a month after funding (show-funding-banner). */
export function FundingBanner({ loan, today = new Date() }: { loan: Loan; today?: Date }) {
  const { t } = useLingui()
  const { shown, dismiss } = useDismissable(STORAGE_KEYS.showFundingBanner)
  if (!shown || !loan.fundedAt) return null
  if (calendarDaysBetween(today, dateOrInvalid(loan.fundedAt)) > FUNDING_BANNER_DAYS) return null
  const amount = formatMoney(loan.principal)
  const date = formatDate(loan.fundedAt)
  return (
    <Banner title={t`Your funds have been sent`} onDismiss={dismiss}>
      <Trans>
        Your loan of {amount} was funded on {date}. Repayments start automatically.
      </Trans>
    </Banner>
  )
}

/** Shown when the shop has an eligible renewal (show-renewal-banner). */
export function RenewalBanner({ renewals }: { renewals: Renewal[] }) {
  const { t } = useLingui()
  const { shown, dismiss } = useDismissable(STORAGE_KEYS.showRenewalBanner)
  const renewal = renewals.find((r) => r.eligible)
  if (!shown || !renewal) return null
  const available = new Date(renewal.availableAt) <= new Date()
  const amount = formatMoney(renewal.maxAmount)
  const from = formatDate(renewal.availableAt)
  return (
    <Banner title={t`You can get more funding`} onDismiss={dismiss}>
      {available ? (
        <Trans>
          You’re eligible for up to {amount} of new financing. Look for the offer in your dashboard.
        </Trans>
      ) : (
        <Trans>
          You’re eligible for up to {amount} of new financing, from {from}.
        </Trans>
      )}
    </Banner>
  )
}
