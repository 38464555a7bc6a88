import { HOME_TARGETS } from '@/testing/home-targets'
import { sandbox } from '@/testing/server'
import { SCENARIOS } from './scenarios'
import { readToken } from './tokens'

describe('the scenario catalogue', () => {
  const loanStates = () =>
    SCENARIOS.flatMap((s) =>
      Object.values(sandbox.db.state.loans)
        .filter((l) => l.shopId === `shop_${s.id}`)
        .map((l) => l.state),
    )

  test('every scenario opens from a link with a real, decodable token', () => {
    for (const s of SCENARIOS) {
      const { token, shopId } = sandbox.launch(s.id)
      const claims = readToken(token)!
      expect(claims.shopId).toBe(shopId)
      expect(claims.exp * 1000 > Date.now()).toBe((s.tokenTtlSeconds ?? 1) > 0)
    }
  })

  test('reaches every loan status group and both loan types', () => {
    const states = new Set(loanStates())
    for (const group of [
      ['PENDING_FUNDING', 'FUNDING_FAILED', 'PENDING_APPROVAL'],
      ['NORMAL', 'PRE_DEFAULT', 'DEFAULT', 'WORKOUT', 'TECHNICAL_DEFAULT', 'PAID', 'OVER_PAID'],
      ['CANCELED', 'CHARGE_OFF', 'PAID_CLOSED'],
    ]) {
      expect(group.every((s) => states.has(s as never))).toBe(true)
    }
    const types = new Set(Object.values(sandbox.db.state.loans).map((l) => l.loanType))
    expect(types).toEqual(new Set(['FIXED_FEE_FLEX', 'FIXED_FEE_INSTALLMENT']))
  })

  test('reaches every disclosure state, another state, every integration mode and every landing rule', () => {
    const offerStates = new Set(
      Object.values(sandbox.db.state.offers)
        .filter((o) => o.state === 'PENDING')
        .map((o) => o.stateCode),
    )
    for (const code of ['CA', 'NY', 'UT', 'FL', 'GA', 'TX']) expect(offerStates.has(code)).toBe(true)
    const modes = new Set(SCENARIOS.map((s) => sandbox.db.state.partners[s.partnerId]?.mode))
    expect(modes).toEqual(new Set(['FULL_INTEGRATION', 'OFFER_INTEGRATION', 'WITH_CONSENT', null, undefined]))
    const lands = new Set(SCENARIOS.map((s) => s.lands))
    for (const path of HOME_TARGETS) expect(lands.has(path)).toBe(true)
  })
})
