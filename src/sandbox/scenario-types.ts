import type { SandboxDb, ShopRecord } from './db'
import type { ScenarioSeed } from './scenario-seed'

/** A fault injected on the calls of one scenario. `on` is `METHOD /path-prefix` or `*`. */
export interface Fault {
  on: string
  kind:
    | '500'
    | '502-html'
    /** A gateway's 504 page before the server acted: the call never took effect. */
    | '504-html'
    | '503-html'
    | '429'
    | 'network'
    | 'slow'
    | 'timeout'
    | 'malformed'
    | 'schema'
    /** The call answers its 2xx with its top-level `state` set to one no enum knows. */
    | 'drift'
    | '401'
    /** The call takes effect, then its answer is lost (a network error after the handler ran). */
    | 'lost-after'
    /** The call takes effect, then answers a 2xx whose JSON is cut off. */
    | 'malformed-after'
    /** The call takes effect, then answers its 2xx with every `status` and `state` set to an unknown value. */
    | 'drift-after'
    /**
     * The call is slow on the server: a 504 at once, the effect `delayMs` later (3 s unless set); a
     * request with the same Idempotency-Key meanwhile gets 409 IDEMPOTENCY_REQUEST_IN_PROGRESS.
     */
    | 'in-progress'
    /** A clear refusal with the contract's error body: the resource changed state (`code`, CONFLICT unless set). */
    | '409'
    /** A clear refusal with the contract's error body and one field error (`field`, `message`). */
    | '422'
  /** For a 409: the error code (the real call's, e.g. OFFER_NOT_PENDING). */
  code?: string
  /** For a 422: the dotted field path and its message. */
  field?: string
  message?: string
  /** Fire only the first N times (then answer normally). */
  times?: number
  delayMs?: number
}

/** A scenario's group: an id (tests and links use it); the picker shows it in words (scenario-picker.tsx). */
export type ScenarioGroup = 'Apply' | 'Application' | 'Offer' | 'Loan' | 'Past loans' | 'Session' | 'Faults'

/** The scenario groups, in the order the picker and the launch lists show them. */
export const SCENARIO_GROUPS: readonly ScenarioGroup[] = [
  'Apply',
  'Application',
  'Offer',
  'Loan',
  'Past loans',
  'Session',
  'Faults',
]

/**
 * Marks a scenario's name or description as a message of the sandbox's catalogue, and gives it back
 * unchanged. Scenarios are plain English data because Node loads these files without Lingui's
 * macros (the e2e fixtures, `npm start`, `npm run sandbox:api`): import it as `i18n`, and Lingui's
 * extractor collects every `i18n._('…')` with its English as the message id (lingui.config.ts, area
 * `sandbox`). The picker shows the name in the language on screen: `i18n._(scenario.title)`.
 */
export const scenarioText = { _: (english: string): string => english } as const

export interface Scenario {
  id: string
  group: ScenarioGroup
  /** Its name and what it shows, in English, marked for the catalogue (`scenarioText`). */
  title: string
  summary: string
  /** The screen home redirects to (spec §2 rules), used by tests and the picker. */
  lands: string
  partnerId: string
  /** Session length; a short one shows token refresh. Negative: already expired. */
  tokenTtlSeconds?: number
  refreshFails?: boolean
  /** The session token carries no `partnerId` claim: the app uses the default theme and settings. */
  partnerlessToken?: boolean
  faults?: Fault[]
  /** What the seeded shop starts as (its state, decision, consent); defaults in scenario-seed.ts. */
  seed?: ScenarioSeed
  /** Adds the scenario's records (pre-offer, application, offer, loans…) to its seeded shop. */
  setup: (db: SandboxDb, shop: ShopRecord) => void
}
