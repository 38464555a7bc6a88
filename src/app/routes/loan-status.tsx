import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { LoanBadge } from '@/components/ui/loan-badge'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { applicationQueries } from '@/features/application/api/application-api'
import { loanQueries } from '@/features/loans/api/loans-api'
import { ClosedLoanNext } from '@/features/loans/components/closed-loan-next'
import { JourneyProgress } from '@/features/loans/components/journey-progress'
import { StatusFigures } from '@/features/loans/components/status-figures'
import { payoutAccount } from '@/features/loans/model/servicing'
import { statusCopyFor, statusCopyValues, statusNextLink } from '@/features/loans/model/status'
import { statusPollPlan } from '@/features/loans/model/status-polling'
import { KeptDisclosure } from '@/features/offers/components/kept-disclosure'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

/** /loan/status: where an application, an offer under full integration, or a loan being funded stands. */
export function LoanStatusRoute() {
  const data = useShellData()
  const navigate = useNavigate()
  const shopId = data.shop?.id ?? ''
  const stage = data.origination?.state
  const copy = statusCopyFor({
    loanState: data.loan?.state,
    hasOffer: data.offer !== null,
    applicationState: data.application?.state,
  })
  const applicationId = data.origination?.applicationId ?? null
  const loanId = data.origination?.loanId ?? null
  const poll = statusPollPlan(copy, stage, { shopId, applicationId, loanId })
  const every = poll.everyMs
  useQuery({ ...applicationQueries.origination(shopId), enabled: poll.origination, refetchInterval: every })
  useQuery({
    ...applicationQueries.detail(applicationId ?? ''),
    enabled: poll.application,
    refetchInterval: every,
  })
  useQuery({ ...loanQueries.detail(loanId ?? ''), enabled: poll.loan, refetchInterval: every })
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
      <PageHeader title={<Trans>There’s nothing in progress</Trans>}>
        <p>
          <Link to={paths.home}>
            <Trans>Go to your financing</Trans>
          </Link>
        </p>
      </PageHeader>
    )
  }

  const values = statusCopyValues({
    partnerName: data.copy.partnerName,
    bankName: data.copy.bankName,
    fundingDays: data.settings?.fundingDays,
    accountNumber: payoutAccount(accounts.data, data.loan?.bankAccountId)?.accountNumber,
    amount: data.loan?.principal ?? data.offer?.maxAmount,
  })
  const nextLink = statusNextLink(copy)

  return (
    <div className="max-w-3xl" data-dd-privacy="mask">
      <LoanBadge status={copy.tone} />
      <PageHeader title={fillCopy(copy.title, values)} className="mt-3">
        <p>{fillCopy(copy.body, values)}</p>
      </PageHeader>

      {copy.tone !== 'closed' ? (
        <JourneyProgress current={copy.step} attention={copy.tone === 'attention'} />
      ) : null}

      <StatusFigures loan={data.loan} offerMaxAmount={data.offer?.maxAmount ?? null} />

      {data.loan ? (
        <div className="mt-8">
          <KeptDisclosure
            termsId={data.loan.termsId}
            fundingDays={data.settings?.fundingDays ?? null}
            documentTheme={data.theme?.documentTheme ?? null}
          />
        </div>
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
        {nextLink === 'pastLoans' ? (
          <ButtonLink to={paths.pastLoans}>
            <Trans>See Past Loans</Trans>
          </ButtonLink>
        ) : nextLink === 'support' ? (
          <ButtonLink to={paths.support}>
            <Trans>Contact support</Trans>
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.faq} variant="ghost">
          <Trans>Questions about what happens next</Trans>
        </ButtonLink>
      </div>
    </div>
  )
}
