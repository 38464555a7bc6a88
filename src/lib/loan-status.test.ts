import { LOAN_STATES } from './domain'
import {
  ACTIVE_STATES,
  CLOSED_STATES,
  DELINQUENT_STATES,
  PENDING_FUNDING_STATES,
  isDelinquent,
  loanGroup,
  loanHealth,
} from './loan-status'

test('every loan state is in exactly one of pending funding, active and closed', () => {
  for (const state of LOAN_STATES) {
    const memberships = [PENDING_FUNDING_STATES, ACTIVE_STATES, CLOSED_STATES].filter((g) =>
      (g as readonly string[]).includes(state),
    )
    expect(memberships, state).toHaveLength(1)
  }
})

test('groups as spec §4 lists them', () => {
  expect(LOAN_STATES.filter((s) => loanGroup(s) === 'pendingFunding').sort()).toEqual([
    'FUNDING_FAILED',
    'PENDING_APPROVAL',
    'PENDING_FUNDING',
  ])
  expect(LOAN_STATES.filter((s) => loanGroup(s) === 'active').sort()).toEqual([
    'DEFAULT',
    'NORMAL',
    'OVER_PAID',
    'PAID',
    'PRE_DEFAULT',
    'TECHNICAL_DEFAULT',
    'WORKOUT',
  ])
  expect(LOAN_STATES.filter((s) => loanGroup(s) === 'closed').sort()).toEqual([
    'CANCELED',
    'CHARGE_OFF',
    'PAID_CLOSED',
    'REJECTED',
  ])
})

test('delinquent loans are active, and their health is pre-default or default', () => {
  for (const s of DELINQUENT_STATES) {
    expect(loanGroup(s)).toBe('active')
    expect(isDelinquent(s)).toBe(true)
    expect(loanHealth(s)).not.toBe('NORMAL')
  }
  expect(loanHealth('PRE_DEFAULT')).toBe('PRE_DEFAULT')
  expect(loanHealth('DEFAULT')).toBe('DEFAULT')
  expect(loanHealth('TECHNICAL_DEFAULT')).toBe('DEFAULT')
  for (const s of LOAN_STATES.filter((x) => !isDelinquent(x))) expect(loanHealth(s)).toBe('NORMAL')
})
