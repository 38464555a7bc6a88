import { paths } from '@/config/paths'
import {
  APPLICATION_STATES,
  type ApplicationState,
  INTEGRATION_MODES,
  type IntegrationMode,
  LOAN_STATES,
  type LoanState,
  type OriginationStage,
} from '@/lib/domain'
import { isActive, isStatusTypeState } from '@/lib/loan-status'

export interface HomeInput {
  /** The session failed (no valid token) or any load failed, or the partner config is empty. */
  failed: boolean
  stage: OriginationStage
  application: { state: ApplicationState; creditFreezeDetected: boolean } | null
  offer: { id: string } | null
  loan: { state: LoanState } | null
  mode: IntegrationMode
  hasPastLoans: boolean
}

/**
 * Where `/` sends the merchant, once everything has loaded: the nine ordered rules of spec §2.
 * The first rule that matches wins.
 */
export function resolveHome(input: HomeInput): string {
  // 1. Any load error or a failed session.
  if (input.failed) return paths.error
  // 2. Nothing pending.
  if (input.stage === 'NO_PENDING_ORIGINATION') return paths.noOffer
  // 3–5. The application's outcome.
  if (input.application?.state === 'REJECTED') return paths.ineligible
  if (input.application?.state === 'ERROR') return paths.applicationErrors
  if (input.application?.creditFreezeDetected) return paths.creditFreeze
  // 6. A loan in an active state.
  if (input.loan && isActive(input.loan.state)) return paths.creditView
  // 7. An application, an offer outside offer-integration, or a loan in a status-type state.
  if (input.application) return paths.loanStatus
  if (input.offer && input.mode !== 'OFFER_INTEGRATION') return paths.loanStatus
  if (input.loan && isStatusTypeState(input.loan.state)) return paths.loanStatus
  // 8. An offer under offer-integration.
  if (input.offer) return paths.offerAmount
  // 9. Otherwise the splash, flagged as a renewal when the shop has past loans.
  return input.hasPastLoans ? `${paths.splash}?isRenewal=true` : paths.splash
}

/**
 * Every screen `/` can send the merchant to, once only the origination stage (and perhaps the mode)
 * is known: the `/` loader starts those screens' code (and their own data) while the stage query is
 * still on its way, so no chunk waits for the data (issue 15). Worked out by running `resolveHome`
 * itself over every input that stage can bring (only the stage's own record is loaded, spec §4), so
 * it can never disagree.
 */
export function possibleHomes(stage: OriginationStage, mode: IntegrationMode | null): string[] {
  const applications: HomeInput['application'][] =
    stage === 'APPLICATION'
      ? APPLICATION_STATES.flatMap((state) =>
          [false, true].map((creditFreezeDetected) => ({ state, creditFreezeDetected })),
        )
      : [null]
  const offers: HomeInput['offer'][] = stage === 'OFFER' ? [{ id: 'offer' }] : [null]
  const loans: HomeInput['loan'][] = stage === 'LOAN' ? LOAN_STATES.map((state) => ({ state })) : [null]
  const homes = new Set<string>()
  for (const application of applications)
    for (const offer of offers)
      for (const loan of loans)
        for (const m of mode ? [mode] : INTEGRATION_MODES)
          for (const hasPastLoans of [false, true]) {
            const home = resolveHome({
              failed: false,
              stage,
              application,
              offer,
              loan,
              mode: m,
              hasPastLoans,
            })
            homes.add(home.split('?')[0] ?? home)
          }
  return [...homes]
}
