import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import { formatDate, formatMoney } from '@/lib/format'
import type { Loan, Payment } from '../api/schemas'
import { windowForecast } from '../model/forecast'
import { isPayable } from '../model/servicing'

/**
 * "Pay off today" (issue 38): the payoff amount is the outstanding balance, and this product's rule
 * said plainly: the fee is fixed, so paying early saves nothing, and there is no prepayment penalty.
 * The button opens the same once-only payment's review, for exactly that amount.
 */
export function PayoffQuote({ loan, onPayOff }: { loan: Loan; onPayOff: (amount: number) => void }) {
  if (!isPayable(loan)) return null
  const amount = formatMoney(loan.outstandingBalance)
  const saved = formatMoney(0)
  return (
    <Card>
      <CardTitle>
        <Trans>Pay off today</Trans>
      </CardTitle>
      <p className="mt-2 text-2xl font-semibold text-fg tabular-nums">{amount}</p>
      <p className="mt-1 text-sm text-fg-muted">
        <Trans>Your outstanding balance: paying it closes your loan.</Trans>
      </p>
      <p className="mt-3 text-sm text-fg">
        <Trans>
          Your fee is fixed, so paying early saves you {saved}. There’s no prepayment penalty either: you pay
          exactly what you owe.
        </Trans>
      </p>
      <Button className="mt-4" variant="outline" onClick={() => onPayOff(loan.outstandingBalance)}>
        <Trans>Pay off {amount}</Trans>
      </Button>
    </Card>
  )
}

interface ForecastProps {
  loan: Loan
  payments: Payment[] | undefined
  today: string
  /**
   * Prefills the payment form with the shortfall; null when the health banner already offers the
   * payment that cures the loan (one call to pay on the screen, not two with different amounts).
   */
  onPay: ((amount: number) => void) | null
}

/**
 * A flex loan's window at the merchant's own pace (issue 38): their completed withholdings of the
 * last 30 days, projected to the window's end, on track or short of the minimum (the shortfall one
 * tap away), and when the loan would be repaid at that pace; an estimate, and said to be one.
 * (An installment loan's next payment and the payments left are in its overview.)
 */
export function WindowForecast({ loan, payments, today, onPay }: ForecastProps) {
  const { t } = useLingui()
  const forecast = payments ? windowForecast(loan, payments, today) : null
  if (!forecast) return null
  const end = formatDate(forecast.end)
  const minimum = formatMoney(forecast.minimum)
  const projected = formatMoney(forecast.projected)
  const short = formatMoney(forecast.short)
  const repaidBy = forecast.repaidBy ? formatDate(forecast.repaidBy) : null
  const perDay = formatMoney(forecast.perDay)
  return (
    <Card aria-labelledby="forecast-heading">
      <CardTitle id="forecast-heading">
        <Trans>This window, at your pace</Trans>
      </CardTitle>
      <p className="mt-3 text-base text-fg" data-testid="forecast-sentence">
        {forecast.short > 0
          ? t`At your recent pace you’ll be about ${short} short of the ${minimum} minimum by ${end}.`
          : t`At your recent pace you’ll pay about ${projected} by ${end} (minimum ${minimum}).`}
      </p>
      <DescriptionList layout="rows" className="mt-4">
        <DescriptionItem term={t`Your recent pace`} numeric>
          {t`${perDay} a day`}
        </DescriptionItem>
        <DescriptionItem term={t`Estimated payoff date`} numeric>
          {repaidBy ?? t`No recent sales to estimate from`}
        </DescriptionItem>
      </DescriptionList>
      <p className="mt-3 text-sm text-fg-muted">
        <Trans>
          An estimate from your sales of the last 30 days (or of this window so far), not a promise: your real
          payments follow your sales.
        </Trans>
      </p>
      {forecast.short > 0 && onPay ? (
        <Button className="mt-4" onClick={() => onPay(forecast.short)}>
          <Trans>Pay {short} now</Trans>
        </Button>
      ) : null}
    </Card>
  )
}
