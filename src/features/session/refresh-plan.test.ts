import fc from 'fast-check'
import { MAX_REFRESH_FLOOR_MS, planRefresh, refreshFloorMs, refreshRetryDelayMs } from './refresh-plan'
import { MAX_CLOCK_SKEW_MS, TOKEN_EXPIRY_MARGIN_MS, estimateClockSkew } from './token'

const T0 = 1_800_000_000_000

describe('planRefresh', () => {
  test('a healthy token is refreshed 5 s before it expires', () => {
    expect(
      planRefresh({
        now: T0,
        expiresAt: T0 + 3_600_000,
        receivedAt: T0,
        fromRefresh: false,
        lastCallAt: null,
        failures: 0,
      }),
    ).toEqual({ action: 'refresh', at: T0 + 3_600_000 - TOKEN_EXPIRY_MARGIN_MS })
  })

  test('a refreshed token already inside the margin is not refreshed again: it ends at its expiry', () => {
    expect(
      planRefresh({
        now: T0 + 10,
        expiresAt: T0 + 3_000,
        receivedAt: T0 + 10,
        fromRefresh: true,
        lastCallAt: T0,
        failures: 0,
      }),
    ).toEqual({ action: 'end', at: T0 + 3_000 })
  })

  test('refresh calls of a healthy session are spaced by the floor, never back to back', () => {
    // A 6 s token: due 1 s after arrival, held to the 5 s floor.
    expect(
      planRefresh({
        now: T0 + 10,
        expiresAt: T0 + 6_010,
        receivedAt: T0 + 10,
        fromRefresh: true,
        lastCallAt: T0,
        failures: 0,
      }),
    ).toEqual({ action: 'refresh', at: T0 + 5_000 })
    expect(refreshFloorMs(8 * 3_600_000)).toBe(MAX_REFRESH_FLOOR_MS)
    expect(refreshFloorMs(1_000)).toBe(TOKEN_EXPIRY_MARGIN_MS)
  })

  test('a lost refresh is retried with backoff (1 s, 2 s, 4 s … 30 s, or Retry-After) until expiry', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => refreshRetryDelayMs(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
    expect(refreshRetryDelayMs(1, 12_000)).toBe(12_000)
    const base = { expiresAt: T0 + 5_000, receivedAt: T0 - 35_000, fromRefresh: false }
    expect(planRefresh({ ...base, now: T0, lastCallAt: T0, failures: 2 })).toEqual({
      action: 'refresh',
      at: T0 + 2_000,
    })
    // The next retry would come after expiry: the session ends at expiry instead.
    expect(planRefresh({ ...base, now: T0, lastCallAt: T0, failures: 4 })).toEqual({
      action: 'end',
      at: T0 + 5_000,
    })
    expect(planRefresh({ ...base, now: T0 + 5_000, lastCallAt: T0, failures: 1 })).toEqual({
      action: 'end',
      at: T0 + 5_000,
    })
  })

  test('a token that looks expired on this clock, never asked about, is asked about once at once', () => {
    expect(
      planRefresh({
        now: T0 + 60_000,
        expiresAt: T0,
        receivedAt: T0 - 900_000,
        fromRefresh: false,
        lastCallAt: null,
        failures: 0,
      }),
    ).toEqual({ action: 'refresh', at: T0 + 60_000 })
  })

  test('property: whatever the tokens and answers, refresh calls are never closer than 1 s and stop at expiry', () => {
    const answer = fc.oneof(
      fc.record({
        kind: fc.constant('token' as const),
        lifetimeMs: fc.integer({ min: -60_000, max: 7_200_000 }),
      }),
      fc.record({
        kind: fc.constant('lost' as const),
        retryAfterMs: fc.option(fc.integer({ min: 0, max: 120_000 })),
      }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 3_600_000 }),
        fc.array(answer, { minLength: 1, maxLength: 80 }),
        (firstLifetime, answers) => {
          let now = T0
          let token = { expiresAt: T0 + firstLifetime, receivedAt: T0, fromRefresh: false }
          let lastCallAt: number | null = null
          let failures = 0
          let retryAfterMs: number | null = null
          const calls: number[] = []
          for (const next of answers) {
            const plan = planRefresh({ now, ...token, lastCallAt, failures, retryAfterMs })
            expect(plan.at).toBeGreaterThanOrEqual(now)
            if (plan.action === 'end') {
              expect(plan.at).toBeLessThanOrEqual(Math.max(now, token.expiresAt))
              break
            }
            now = plan.at
            if (failures > 0) expect(now).toBeLessThan(token.expiresAt)
            calls.push(now)
            lastCallAt = now
            if (next.kind === 'token') {
              token = { expiresAt: now + next.lifetimeMs, receivedAt: now, fromRefresh: true }
              failures = 0
              retryAfterMs = null
            } else {
              failures += 1
              retryAfterMs = next.retryAfterMs
            }
          }
          for (let i = 1; i < calls.length; i += 1) {
            expect(calls[i]! - calls[i - 1]!).toBeGreaterThanOrEqual(1_000)
          }
        },
      ),
    )
  })
})

describe('clock skew from iat', () => {
  const claims = (iatMs: number | null) => ({
    exp: 0,
    iat: iatMs === null ? null : iatMs / 1000,
    merchantId: null,
    partnerId: null,
    shopId: null,
  })

  test('a fresh token dates the API clock either way; no iat means no correction', () => {
    expect(estimateClockSkew(claims(T0 + 600_000), T0, true)).toBe(600_000)
    expect(estimateClockSkew(claims(T0 - 600_000), T0, true)).toBe(-600_000)
    expect(estimateClockSkew(claims(null), T0, true)).toBe(0)
  })

  test('a stored token may be old: only an API clock ahead of ours is taken from it', () => {
    expect(estimateClockSkew(claims(T0 + 600_000), T0, false)).toBe(600_000)
    expect(estimateClockSkew(claims(T0 - 600_000), T0, false)).toBe(0)
  })

  test('beyond an hour, the token is old rather than the clock wrong', () => {
    expect(estimateClockSkew(claims(T0 - MAX_CLOCK_SKEW_MS - 1), T0, true)).toBe(0)
    expect(estimateClockSkew(claims(T0 + MAX_CLOCK_SKEW_MS + 1), T0, true)).toBe(0)
  })
})
