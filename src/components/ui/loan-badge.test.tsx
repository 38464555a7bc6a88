import { screen } from '@testing-library/react'
import { LOAN_STATES } from '@/lib/domain'
import { ACTIVE_STATES, CLOSED_STATES, loanHealth, STATUS_TONES } from '@/lib/loan-status'
import { renderInI18n as render } from '@/testing/render'
import { LOAN_BADGES, LoanBadge } from './loan-badge'

test('every loan state and every /loan/status stage has words and a tone', () => {
  for (const status of [...LOAN_STATES, ...STATUS_TONES]) {
    expect(LOAN_BADGES[status].label.id).toBeTruthy()
    expect(LOAN_BADGES[status].tone).toBeTruthy()
  }
})

test("an active loan's badge is coloured by its health (spec §2): good, payment needed, default", () => {
  const toneOfHealth = { NORMAL: 'success', PRE_DEFAULT: 'warning', DEFAULT: 'error' } as const
  for (const state of ACTIVE_STATES) expect(LOAN_BADGES[state].tone).toBe(toneOfHealth[loanHealth(state)])
})

test('a closed loan reads well when paid off, as a problem when charged off, plainly otherwise', () => {
  expect(CLOSED_STATES.map((state) => [state, LOAN_BADGES[state].tone])).toEqual([
    ['CANCELED', 'neutral'],
    ['REJECTED', 'neutral'],
    ['CHARGE_OFF', 'error'],
    ['PAID_CLOSED', 'success'],
  ])
})

test('the badge shows the words and the tone of one row, together', () => {
  render(
    <>
      <LoanBadge status="PRE_DEFAULT" />
      <LoanBadge status="PAID_CLOSED" className="ml-2" />
      <LoanBadge status="attention" />
    </>,
  )
  expect(screen.getByText('Payment needed')).toHaveClass('bg-warning-10')
  expect(screen.getByText('Paid off')).toHaveClass('bg-success-10', 'ml-2')
  expect(screen.getByText('Action needed')).toHaveClass('bg-error-10')
})
