import fc from 'fast-check'
import { LOAN_STATES, type LoanState } from '@/lib/domain'
import { isActive } from '@/lib/loan-status'
import { activeLoanId } from './active-loan'

const loan = fc.record({ id: fc.uuid(), state: fc.constantFrom(...LOAN_STATES) })

test('the origination’s loan is the active one while it is active', () => {
  fc.assert(
    fc.property(loan, fc.array(loan), (current, loans) => {
      fc.pre(isActive(current.state))
      expect(activeLoanId(current, loans)).toBe(current.id)
    }),
  )
})

test('else the first active loan of the list, or none', () => {
  fc.assert(
    fc.property(fc.option(loan, { nil: null }), fc.array(loan), (current, loans) => {
      fc.pre(current === null || !isActive(current.state))
      const id = activeLoanId(current, loans)
      const active = loans.filter((l) => isActive(l.state))
      expect(id).toBe(active[0]?.id ?? null)
    }),
  )
})

test('a closed or pending loan is never the active one', () => {
  const l = (id: string, state: LoanState) => ({ id, state })
  expect(activeLoanId(l('a', 'PAID_CLOSED'), [l('b', 'PENDING_FUNDING'), l('c', 'PRE_DEFAULT')])).toBe('c')
  expect(activeLoanId(null, [l('a', 'CHARGE_OFF'), l('b', 'CANCELED'), l('c', 'FUNDING_FAILED')])).toBeNull()
})
