import { HttpResponse, type HttpResponseResolver, type PathParams, delay } from 'msw'
import type { SandboxDb, SandboxState, ShopOwned, ShopRecord } from '../db'
import { type Fault, findScenario } from '../scenarios'
import { type SandboxClaims, readToken } from '../tokens'
import { digest, notFound, owned, problem, readJson } from './common'
import { FAULT_BEHAVIOURS, type FaultBehaviour } from './faults'

export interface HandlerOptions {
  /** The API base URL the app calls (the sandbox answers there). */
  baseUrl: string
  /** Called after every call that changed state (the browser sandbox saves it). */
  onChange?: () => void
  /** While true, every API call fails as if the network were cut (the browser goes offline). */
  networkDown?: () => boolean
  /** Each monitoring upload the /dd proxy receives, decoded to text (RUM batches, replay segments). */
  onMonitoring?: (texts: string[]) => void
  /** Faults added while running (the quality run, the browser console), on top of the scenario's. */
  runtimeFaults?: () => { fault: Fault; count: number }[]
  /** Added to every API answer, in milliseconds. */
  latencyMs?: () => number
}

/** What an authenticated handler gets: the request, its path params, the token's claims and shop. */
export interface Ctx {
  request: Request
  params: PathParams
  claims: SandboxClaims
  shop: ShopRecord
}

type Resolver<In extends unknown[]> = (...input: In) => Response | Promise<Response>

/** The tables whose records belong to a shop (`shopId`): a path names one of them by its id. */
type OwnedTable = {
  [K in keyof SandboxState]: SandboxState[K] extends Record<string, ShopOwned> ? K : never
}[keyof SandboxState]

/** A kind of record a path names: its table, the path parameter holding its id, its name in a 404. */
export interface RecordRoute<K extends OwnedTable> {
  table: K
  param: string
  what: string
}

/** The records the API's paths name, each checked to be the token's shop's. */
export const RECORDS = {
  preOffer: { table: 'preOffers', param: 'preOfferId', what: 'Pre-offer' },
  application: { table: 'applications', param: 'applicationId', what: 'Application' },
  offer: { table: 'offers', param: 'offerId', what: 'Offer' },
  loan: { table: 'loans', param: 'loanId', what: 'Loan' },
} as const satisfies Record<string, RecordRoute<OwnedTable>>

/** What every resource module builds its handlers from. */
export interface Middleware {
  db: SandboxDb
  /** The absolute URL of an API path. */
  api: (path: string) => string
  /** Tells the host the state changed (the browser sandbox saves it). */
  changed: () => void
  authed: (resolver: Resolver<[ctx: Ctx]>) => HttpResponseResolver
  /**
   * `authed`, for a path naming one of the shop's records: the resolver gets that record. A missing
   * one, or another shop's, is "not found", as the API answers.
   */
  authedRecord: <K extends OwnedTable>(
    route: RecordRoute<K>,
    resolver: Resolver<[record: SandboxState[K][string], ctx: Ctx]>,
  ) => HttpResponseResolver
  /** The contract's idempotency for a call with a body: `act` gets the body, read as JSON. */
  idempotent: (ctx: Ctx, act: Resolver<[body: unknown]>) => Promise<Response>
}

export function createMiddleware(db: SandboxDb, options: HandlerOptions): Middleware {
  const { baseUrl, onChange, runtimeFaults } = options
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '')
  const changed = () => onChange?.()
  /** `shop:key` of every keyed request being processed now (the contract's 409 while in progress). */
  const processing = new Set<string>()

  /**
   * The shop a call acts for: the token's `shopId` claim; without one (the contract makes it
   * optional), the token speaks for its merchant: the merchant's shop a path names, or else its
   * first (the sandbox seeds one shop per merchant). A path naming another merchant's shop is
   * then refused below.
   */
  function shopOf(claims: SandboxClaims, params: PathParams): ShopRecord | undefined {
    if (claims.shopId !== undefined) return db.state.shops[claims.shopId]
    const shops = Object.values(db.state.shops).filter((s) => s.merchantId === claims.merchantId)
    return shops.find((s) => s.id === params.shopId) ?? shops[0]
  }

  /**
   * Authenticates the bearer token (token → claims → shop), checks a `:shopId` in the path is the
   * token's shop, applies the faults, and moves time-driven state on before the handler runs.
   */
  function authed(resolver: Resolver<[ctx: Ctx]>): HttpResponseResolver {
    return async ({ request, params }) => {
      const header = request.headers.get('Authorization') ?? ''
      const claims = readToken(header.replace(/^Bearer /, ''))
      if (!claims || claims.exp * 1000 <= db.now().getTime()) {
        return problem(401, 'UNAUTHENTICATED', 'Your session has expired. Please reopen Credit Connect.')
      }
      const shop = shopOf(claims, params)
      if (!shop) return problem(401, 'UNAUTHENTICATED', 'This session is not known.')
      if (typeof params.shopId === 'string' && params.shopId !== shop.id) {
        return problem(403, 'FORBIDDEN', 'You don’t have access to this shop.')
      }
      return withFaults(shop, request, () => {
        db.advance(shop.id)
        return resolver({ request, params, claims, shop })
      })
    }
  }

  function authedRecord<K extends OwnedTable>(
    { table, param, what }: RecordRoute<K>,
    resolver: Resolver<[record: SandboxState[K][string], ctx: Ctx]>,
  ): HttpResponseResolver {
    return authed((ctx) => {
      const rows = db.state[table] as Record<string, SandboxState[K][string] | undefined>
      const record = owned(rows[String(ctx.params[param])], ctx.shop)
      return record ? resolver(record, ctx) : notFound(what)
    })
  }

  /**
   * The contract: while a request with an Idempotency-Key is being processed (its faults' delays
   * included), another request with the same key is answered 409 IDEMPOTENCY_REQUEST_IN_PROGRESS.
   */
  async function withFaults(
    shop: ShopRecord,
    request: Request,
    run: () => Response | Promise<Response>,
  ): Promise<Response> {
    const key = request.headers.get('Idempotency-Key')
    const id = key ? `${shop.id}:${key}` : null
    if (id && processing.has(id))
      return problem(
        409,
        'IDEMPOTENCY_REQUEST_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed. Ask again in a moment.',
      )
    if (id) processing.add(id)
    let processed: Promise<unknown> = Promise.resolve()
    try {
      const answered = await applyFaults(shop, request, run)
      processed = answered.processed
      return answered.response
    } finally {
      if (id) void processed.finally(() => processing.delete(id))
    }
  }

  /**
   * The one loop over the scenario's and the runtime faults, for every kind (faults.ts): a "before"
   * fault answers instead of the handler; an "after" fault lets the handler run and then changes
   * its answer; a "detached" fault answers at once and runs the handler later: `processed` settles
   * once the handler has run.
   */
  async function applyFaults(
    shop: ShopRecord,
    request: Request,
    run: () => Response | Promise<Response>,
  ): Promise<{ response: Response; processed: Promise<unknown> }> {
    const done = Promise.resolve()
    const call = `${request.method} ${new URL(request.url).pathname.slice(basePath.length)}`
    // The scenario's faults count in the saved state; runtime ones count in memory.
    const entries = [
      ...(findScenario(shop.scenario)?.faults ?? []).map((fault, index) => {
        const key = `${shop.id}#${index}`
        return {
          fault,
          count: () => db.state.faultCounts[key] ?? 0,
          hit: () => void (db.state.faultCounts[key] = (db.state.faultCounts[key] ?? 0) + 1),
        }
      }),
      ...(runtimeFaults?.() ?? []).map((entry) => ({
        fault: entry.fault,
        count: () => entry.count,
        hit: () => void (entry.count += 1),
      })),
    ]
    const after: Fault[] = []
    for (const { fault, count, hit } of entries) {
      if (fault.on !== '*' && !call.startsWith(fault.on)) continue
      if (fault.times !== undefined && count() >= fault.times) continue
      hit()
      // Runtime faults come from outside (a launch link, the console): an unknown kind does nothing.
      const behaviour = FAULT_BEHAVIOURS[fault.kind] as FaultBehaviour | undefined
      if (!behaviour) continue
      if (behaviour.when === 'after') {
        after.push(fault)
        continue
      }
      if (behaviour.when === 'detached') {
        const processed = delay(behaviour.afterMs(fault))
          .then(run)
          // The answer went long ago: the effect is all that is left of the call.
          .catch(() => null)
        return { response: behaviour.answer(fault), processed }
      }
      const response = await behaviour.answer(fault)
      if (response) return { response, processed: done }
    }
    let response = await run()
    for (const fault of after) {
      const behaviour = FAULT_BEHAVIOURS[fault.kind]
      if (behaviour.when === 'after') response = await behaviour.spoil(fault, response)
    }
    return { response, processed: done }
  }

  /**
   * The contract's idempotency: a repeated key answers the first success without acting again. The
   * body is read first (`INVALID_JSON` when it does not parse), and is part of the key's fingerprint.
   */
  async function idempotent({ request, shop }: Ctx, act: Resolver<[body: unknown]>): Promise<Response> {
    const body = await readJson(request)
    const key = request.headers.get('Idempotency-Key')
    if (!key) return problem(400, 'IDEMPOTENCY_KEY_REQUIRED', 'This request needs an Idempotency-Key header.')
    const id = `${shop.id}:${key}`
    // A digest, never the body itself: bodies carry tax ids and account numbers.
    const fingerprint = digest(
      `${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body ?? null)}`,
    )
    const seen = db.state.idempotency[id]
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        return problem(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request.',
        )
      }
      return HttpResponse.json(seen.body as never, {
        status: seen.status,
        headers: { 'Idempotent-Replayed': 'true' },
      })
    }
    const response = await act(body)
    if (response.ok) {
      const text = await response.clone().text()
      db.state.idempotency[id] = {
        fingerprint,
        status: response.status,
        body: text ? (JSON.parse(text) as unknown) : null,
      }
    }
    changed()
    return response
  }

  return { db, api: (p) => `${baseUrl}${p}`, changed, authed, authedRecord, idempotent }
}
