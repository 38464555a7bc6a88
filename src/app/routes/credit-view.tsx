import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import { RetryAlert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { LoanBadge } from '@/components/ui/loan-badge'
import { PageHeader } from '@/components/ui/page-header'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { creditViewQueries } from '@/features/loans/api/loans-api'
import { BalanceChart } from '@/features/loans/components/balance-chart'
import { HealthBanner } from '@/features/loans/components/health-banner'
import { FundingBanner, RenewalBanner } from '@/features/loans/components/loan-banners'
import { LoanContractCard } from '@/features/loans/components/loan-contract'
import { PayoffQuote, WindowForecast } from '@/features/loans/components/loan-numbers'
import { LoanOverview } from '@/features/loans/components/loan-overview'
import { OneTimePayment } from '@/features/loans/components/one-time-payment'
import { PaymentsCard } from '@/features/loans/components/payments-card'
import { activeLoanId } from '@/features/loans/model/active-loan'
import { balanceSeries, isPayable, payoutAccount } from '@/features/loans/model/servicing'
import { todayIso } from '@/lib/dates'
import { Later } from '@/lib/lazy-part'
import { KeptDisclosure } from '@/features/offers/components/kept-disclosure'
import { loanHealth } from '@/lib/loan-status'
import { useShellData } from '../layouts/app-layout'

/** /loan/credit-view (the Summary tab): where the active loan stands, what to do, and paying. */
export function CreditViewRoute() {
  const { t } = useLingui()
  const data = useShellData()
  const loanId = activeLoanId(data.loan, data.loans) ?? ''
  const screen = creditViewQueries(loanId, data.shop?.id ?? '')
  const loan = useQuery({ ...screen.loan, enabled: loanId !== '' })
  const payments = useQuery({ ...screen.payments, enabled: loanId !== '' })
  const accounts = useQuery({ ...screen.accounts, enabled: Boolean(data.shop) })
  const [prefill, setPrefill] = useState<{ amount: number; n: number; review: boolean } | null>(null)

  if (loanId === '') return <Navigate to={paths.home} replace />
  if (loan.isError)
    return (
      <RetryAlert title={<Trans>We couldn’t load your loan</Trans>} onRetry={() => void loan.refetch()}>
        {loan.error.message}
      </RetryAlert>
    )
  // Spec §2: a loader while the screen's query loads, never a blank page.
  if (!loan.data) return <FullScreenLoader label={t`Loading your loan`} />

  const l = loan.data
  const account = payoutAccount(accounts.data, l.bankAccountId)
  /** Prefills the payment form (a banner's or the forecast's "Pay … now"), or opens its review (the payoff). */
  const pay = (amount: number, review = false) => {
    setPrefill((p) => ({ amount, n: (p?.n ?? 0) + 1, review }))
    if (!review)
      document.getElementById('make-a-payment')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
  }

  return (
    <div className="flex flex-col gap-6" data-dd-privacy="mask">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          eyebrow={data.settings?.productName ?? t`Your loan`}
          title={l.loanType === 'FIXED_FEE_FLEX' ? t`Your flex loan` : t`Your term loan`}
        />
        <LoanBadge status={l.state} />
      </div>
      <FundingBanner loan={l} />
      {data.settings?.showRenewals ? <RenewalBanner renewals={data.renewals} /> : null}
      <HealthBanner loan={l} onPay={(amount) => pay(amount)} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <LoanOverview loan={l} />
          <WindowForecast
            loan={l}
            payments={payments.data}
            today={todayIso()}
            onPay={loanHealth(l.state) === 'NORMAL' ? (amount) => pay(amount) : null}
          />
        </div>
        <div className="flex flex-col gap-6" id="make-a-payment">
          {isPayable(l) ? (
            <OneTimePayment
              key={prefill?.n ?? 0}
              loan={l}
              account={account}
              initialAmount={prefill?.amount}
              focusOnMount={prefill !== null}
              reviewOnMount={prefill?.review ?? false}
            />
          ) : null}
          <PayoffQuote loan={l} onPayOff={(amount) => pay(amount, true)} />
          {l.contractAvailable ? <LoanContractCard loanId={l.id} /> : null}
          <KeptDisclosure
            termsId={l.termsId}
            fundingDays={data.settings?.fundingDays ?? null}
            documentTheme={data.theme?.documentTheme ?? null}
          />
        </div>
      </div>

      {/* Below the fold on a phone: drawn just after the top of the screen (Later). */}
      <Later placeholder={<LoadingCard label={t`Loading your balance and payments`} />}>
        {payments.data ? (
          <Card>
            <BalanceChart points={balanceSeries(l, payments.data, todayIso())} />
          </Card>
        ) : payments.isPending ? (
          <LoadingCard label={t`Loading your balance over time`} />
        ) : null}

        <PaymentsCard loanId={l.id} />
      </Later>
    </div>
  )
}

function LoadingCard({ label }: { label: string }) {
  return (
    <Card className="flex min-h-40 items-center justify-center" aria-busy="true">
      <Spinner label={label} />
    </Card>
  )
}
