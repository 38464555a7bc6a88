import type { Application, Origination, PreOffer } from '@/features/application/api/schemas'
import type { Loan, LoanSummary, Renewal } from '@/features/loans/api/schemas'
import type { Offer } from '@/features/offers/api/schemas'
import type { PartnerSettings, PartnerTheme } from '@/features/partners/api/schemas'
import type { Merchant, Shop } from '@/features/session/api/schemas'
import type { SessionState } from '@/features/session/store/session-store'
import type { ApiError } from '@/lib/api-error'
import { isActive, isClosed, isPendingFunding } from '@/lib/loan-status'
import { resolveHome } from './home-rules'

export type AppDataFailure = 'session' | 'load' | 'config'

/**
 * One of the shell's queries as far as it has got: a `useQuery` result (the shell), or the query
 * cache's state of that query (a loader).
 */
export interface Seen<T> {
  status: 'pending' | 'error' | 'success'
  fetchStatus: 'fetching' | 'paused' | 'idle'
  data: T | undefined
  error: ApiError | null
}

/** The shell's queries (`shell-queries.ts`) and the stage queries (`stage-queries.ts`), as seen. */
export interface ShellSeen {
  theme: Seen<PartnerTheme | null>
  settings: Seen<PartnerSettings>
  origination: Seen<Origination>
  shop: Seen<Shop>
  merchant: Seen<Merchant>
  loans: Seen<LoanSummary[]>
  renewals: Seen<Renewal[]>
  preOffer: Seen<PreOffer>
  application: Seen<Application>
  offer: Seen<Offer>
  loan: Seen<Loan>
}

/** Which stage query is on: the origination state's stage (`stageQueries`). */
export type StageOn = Record<'preOffer' | 'application' | 'offer' | 'loan', boolean>

/** The queries whose failure sends the merchant to /error (spec §8). Renewals only feed a banner. */
export const REQUIRED = [
  'theme',
  'settings',
  'origination',
  'shop',
  'merchant',
  'loans',
  'preOffer',
  'application',
  'offer',
  'loan',
] as const satisfies readonly (keyof ShellSeen)[]

/**
 * What the shell's data says, worked out the same way wherever it is read: by the shell as it
 * renders (`use-app-data.ts`) and by the `/` loader (`loaders.ts`), which redirects by its `home`.
 * `home` is known once everything the home rules read has loaded, or at once on a failure.
 */
export function shellView(
  session: Pick<SessionState, 'initialized' | 'isAuthenticated'>,
  seen: ShellSeen,
  stageOn: StageOn,
) {
  const { theme, settings, origination, shop, loans, loan } = seen
  // A disabled query still returns what it cached in an earlier stage: only the current stage counts.
  const current = <T>(name: keyof StageOn & keyof ShellSeen): T | null =>
    stageOn[name] ? ((seen[name].data as T | undefined) ?? null) : null
  const stagePreOffer = current<PreOffer>('preOffer')
  const stageApplication = current<Application>('application')
  const stageOffer = current<Offer>('offer')
  const stageLoan = current<Loan>('loan')

  const error: ApiError | null =
    REQUIRED.map((name) => seen[name]).find((q) => q.status === 'error')?.error ?? null
  let failure: AppDataFailure | null = null
  if (session.initialized && !session.isAuthenticated) failure = 'session'
  // An empty partner config explains any other failure of that partner (its settings 404 too).
  else if (theme.status === 'success' && theme.data === null) failure = 'config'
  else if (error) failure = error.status === 401 ? 'session' : 'load'

  const loanList = loans.data ?? []
  const stageName = origination.data?.state
  const hasActiveLoan = loanList.some((l) => isActive(l.state))
  const hasPastLoans = Boolean(shop.data?.hasPastLoans) || loanList.some((l) => isClosed(l.state))
  // An origination in progress: applying, an offer to decide on, or a loan still being funded. A
  // closed loan (paid off, charged off, cancelled, rejected) is not a pending offer.
  const hasPendingOffer =
    stageName === 'PRE_OFFER' ||
    stageName === 'APPLICATION' ||
    stageName === 'OFFER' ||
    (stageName === 'LOAN' && loan.data !== undefined && isPendingFunding(loan.data.state))

  const settled = (q: Seen<unknown>) => q.status !== 'pending' || q.fetchStatus === 'idle'
  const stageLoaded =
    origination.status === 'success' &&
    [seen.preOffer, seen.application, seen.offer, seen.loan].every(settled)
  const loaded =
    failure === null &&
    theme.status === 'success' &&
    settings.status === 'success' &&
    stageLoaded &&
    shop.status === 'success' &&
    loans.status === 'success'
  const home =
    failure !== null
      ? '/error'
      : loaded && origination.data
        ? resolveHome({
            failed: false,
            stage: origination.data.state,
            application: stageApplication
              ? {
                  state: stageApplication.state,
                  creditFreezeDetected: stageApplication.applicant.creditFreezeDetected,
                }
              : null,
            offer: stageOffer ? { id: stageOffer.id } : null,
            loan: stageLoan ? { state: stageLoan.state } : null,
            mode: theme.data?.config.mode.name ?? 'FULL_INTEGRATION',
            hasPastLoans,
          })
        : null

  return {
    failure,
    error,
    loaded,
    home,
    flags: { hasPendingOffer, hasActiveLoan, hasPastLoans },
    preOffer: stagePreOffer,
    application: stageApplication,
    offer: stageOffer,
    loan: stageLoan,
  }
}
