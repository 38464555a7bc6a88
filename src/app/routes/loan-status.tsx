import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { applicationQueries } from '@/features/application/api/application-api'
import { loanQueries } from '@/features/loans/api/loans-api'
import { RenewalBanner } from '@/features/loans/components/loan-banners'
import {
  APPLICATION_STATUS,
  JOURNEY,
  LOAN_STATUS,
  OFFER_READY,
  type StatusCopy,
} from '@/features/offers/components/status-copy'
import { cn } from '@/lib/cn'
import { fillCopy, formatMoney, maskToken } from '@/lib/format'
import { useShellData } from '../layouts/app-layout'
import type { AppData } from '../use-app-data'

/** While something is still happening, look again every few seconds. */
const POLL_MS = 5000

/** /loan/status: where an application, an offer under full integration, or a loan being funded stands. */
export function LoanStatusRoute() {
  const data = useShellData()
  const navigate = useNavigate()
  const shopId = data.shop?.id ?? ''
  const stage = data.origination?.state
  const copy = statusCopy(data)
  const waiting = copy?.tone === 'progress' || (copy?.tone === 'success' && stage === 'APPLICATION')
  // Poll the origination state and the stage's record; the shell sees the same cache and re-routes.
  useQuery({
    ...applicationQueries.origination(shopId),
    enabled: waiting && shopId !== '',
    refetchInterval: POLL_MS,
  })
  useQuery({
    ...applicationQueries.detail(data.origination?.applicationId ?? ''),
    enabled: waiting && stage === 'APPLICATION',
    refetchInterval: POLL_MS,
  })
  useQuery({
    ...loanQueries.detail(data.origination?.loanId ?? ''),
    enabled: waiting && stage === 'LOAN',
    refetchInterval: POLL_MS,
  })
  const accounts = useQuery({
    ...loanQueries.bankAccounts(shopId),
    enabled: stage === 'LOAN' && shopId !== '',
  })

  // When the state moves on (an offer is ready, the money arrived), go where home would send them.
  useEffect(() => {
    if (data.home && data.home !== paths.loanStatus) void navigate(data.home, { replace: true })
  }, [data.home, navigate])

  if (!copy) {
    return (
      <PageHeader title="There’s nothing in progress">
        <p>
          <Link to={paths.home} className="font-medium text-primary-d10 underline underline-offset-4">
            Go to your financing
          </Link>
        </p>
      </PageHeader>
    )
  }

  const account =
    accounts.data?.find((a) => a.id === data.loan?.bankAccountId) ?? accounts.data?.find((a) => a.primary)
  const days = data.settings?.fundingDays
  const values = {
    partnerName: data.theme?.partnerName ?? 'your platform',
    bankName: data.settings?.bankName ?? 'the bank',
    days: days ? `${days.min}-${days.max}` : 'a few',
    // Spec §5's masked form, as on the payment card: *****7781.
    account: maskToken(account?.accountNumber) ?? 'on file',
    amount: data.loan
      ? formatMoney(data.loan.principal)
      : data.offer
        ? formatMoney(data.offer.maxAmount)
        : 'your funds',
  }
  const currentStep = JOURNEY.findIndex((j) => j.id === copy.step)

  return (
    <div className="max-w-3xl" data-dd-privacy="mask">
      <Badge
        tone={
          copy.tone === 'attention'
            ? 'error'
            : copy.tone === 'closed'
              ? 'neutral'
              : copy.tone === 'success'
                ? 'success'
                : 'info'
        }
      >
        {copy.tone === 'progress'
          ? 'In progress'
          : copy.tone === 'success'
            ? 'Done'
            : copy.tone === 'attention'
              ? 'Action needed'
              : 'Closed'}
      </Badge>
      <PageHeader title={fillCopy(copy.title, values)} className="mt-3">
        <p>{fillCopy(copy.body, values)}</p>
      </PageHeader>

      {copy.tone !== 'closed' ? (
        <ol aria-label="Your progress" className="mt-8 grid grid-cols-5 gap-2">
          {JOURNEY.map((j, i) => (
            <li
              key={j.id}
              aria-current={i === currentStep ? 'step' : undefined}
              className="flex flex-col gap-2"
            >
              <span
                className={cn(
                  'h-1.5 rounded-full',
                  i < currentStep
                    ? 'bg-success'
                    : i === currentStep
                      ? copy.tone === 'attention'
                        ? 'bg-error'
                        : 'bg-primary'
                      : 'bg-neutral-20',
                )}
              />
              <span
                className={cn(
                  'text-xs sm:text-sm',
                  i === currentStep ? 'font-semibold text-fg' : 'text-fg-muted',
                )}
              >
                {j.label}
                <span className="sr-only">
                  {i < currentStep ? ' (done)' : i === currentStep ? ' (now)' : ''}
                </span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}

      {data.loan || data.offer ? (
        <Card className="mt-8">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            {data.loan ? (
              <>
                <dt className="text-fg-muted">Amount</dt>
                <dd className="font-medium text-fg tabular-nums">{formatMoney(data.loan.principal)}</dd>
                <dt className="text-fg-muted">Fee</dt>
                <dd className="font-medium text-fg tabular-nums">{formatMoney(data.loan.fee)}</dd>
                <dt className="text-fg-muted">Total to repay</dt>
                <dd className="font-medium text-fg tabular-nums">{formatMoney(data.loan.totalRepayment)}</dd>
              </>
            ) : data.offer ? (
              <>
                <dt className="text-fg-muted">Up to</dt>
                <dd className="font-medium text-fg tabular-nums">{formatMoney(data.offer.maxAmount)}</dd>
              </>
            ) : null}
          </dl>
        </Card>
      ) : null}

      {copy.next ? (
        <ClosedLoanNext
          next={copy.next}
          supportEmail={data.theme?.supportEmail ?? null}
          renewals={data.renewals}
          showRenewals={data.settings?.showRenewals ?? false}
        />
      ) : null}

      <div className="mt-8 flex flex-wrap gap-3">
        {copy.next?.includes('pastLoans') ? (
          <Link to={paths.pastLoans} className={buttonVariants()}>
            See Past Loans
          </Link>
        ) : copy.tone === 'attention' || copy.tone === 'closed' ? (
          <Link to={paths.support} className={buttonVariants()}>
            Contact support
          </Link>
        ) : null}
        <Link to={paths.faq} className={buttonVariants({ variant: 'ghost' })}>
          Questions about what happens next
        </Link>
      </div>
    </div>
  )
}

/** A closed loan's way forward (issue 16): the renewal when one is eligible, or who to write to. */
function ClosedLoanNext({
  next,
  supportEmail,
  renewals,
  showRenewals,
}: {
  next: NonNullable<StatusCopy['next']>
  showRenewals: boolean
  supportEmail: string | null
  renewals: AppData['renewals']
}) {
  const headingId = useId()
  return (
    <div className="mt-8 flex flex-col gap-4">
      {next.includes('renewal') && showRenewals ? <RenewalBanner renewals={renewals} /> : null}
      {next.includes('supportEmail') && supportEmail ? (
        <Card role="region" aria-labelledby={headingId}>
          <h2 id={headingId} className="text-base font-semibold text-fg">
            Talk to us
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            E-mail{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="rounded-sm font-medium text-primary-d10 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary"
            >
              {supportEmail}
            </a>{' '}
            and include your business name, so we can find your loan quickly.
          </p>
        </Card>
      ) : null}
    </div>
  )
}

function statusCopy(data: ReturnType<typeof useShellData>): StatusCopy | null {
  if (data.loan) return LOAN_STATUS[data.loan.state] ?? null
  if (data.offer) return OFFER_READY
  if (data.application) return APPLICATION_STATUS[data.application.state] ?? null
  return null
}
