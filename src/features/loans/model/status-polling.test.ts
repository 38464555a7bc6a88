import fc from 'fast-check'
import { APPLICATION_STATES, LOAN_STATES, ORIGINATION_STAGES } from '@/lib/domain'
import { isStillMoving, statusCopyFor } from './status'
import { STATUS_POLL_MS, statusPollPlan } from './status-polling'

const ids = { shopId: 'shop-1', applicationId: 'app-1', loanId: 'loan-1' }
const copyArb = fc
  .record({
    loanState: fc.option(fc.constantFrom(...LOAN_STATES), { nil: null }),
    hasOffer: fc.boolean(),
    applicationState: fc.option(fc.constantFrom(...APPLICATION_STATES), { nil: null }),
  })
  .map(statusCopyFor)
const stageArb = fc.option(fc.constantFrom(...ORIGINATION_STAGES), { nil: undefined })

test('a submitted application: the origination and the application are polled every 5 s', () => {
  const copy = statusCopyFor({ hasOffer: false, applicationState: 'SUBMITTED' })
  expect(statusPollPlan(copy, 'APPLICATION', ids)).toEqual({
    origination: true,
    application: true,
    loan: false,
    everyMs: 5000,
  })
})

test('a loan being funded: the origination and the loan are polled', () => {
  const copy = statusCopyFor({ loanState: 'PENDING_FUNDING', hasOffer: false })
  expect(statusPollPlan(copy, 'LOAN', ids)).toEqual({
    origination: true,
    application: false,
    loan: true,
    everyMs: STATUS_POLL_MS,
  })
})

test('an approved application polls until its offer arrives; a closed loan never polls', () => {
  const approved = statusCopyFor({ hasOffer: false, applicationState: 'APPROVED' })
  expect(statusPollPlan(approved, 'APPLICATION', ids).application).toBe(true)
  const paid = statusCopyFor({ loanState: 'PAID_CLOSED', hasOffer: false })
  expect(statusPollPlan(paid, 'LOAN', ids)).toEqual({
    origination: false,
    application: false,
    loan: false,
    everyMs: false,
  })
})

test('nothing is polled unless the status still moves, and never without its id', () => {
  fc.assert(
    fc.property(copyArb, stageArb, fc.boolean(), (copy, stage, withIds) => {
      const plan = statusPollPlan(
        copy,
        stage,
        withIds ? ids : { shopId: '', applicationId: null, loanId: null },
      )
      const moving = isStillMoving(copy, stage)
      if (!moving || !withIds)
        expect([plan.origination, plan.application, plan.loan]).toEqual([false, false, false])
      expect(plan.everyMs).toBe(moving ? STATUS_POLL_MS : false)
      // At most one stage record, and only the stage's own.
      expect(plan.application && plan.loan).toBe(false)
      if (plan.application) expect(stage).toBe('APPLICATION')
      if (plan.loan) expect(stage).toBe('LOAN')
    }),
  )
})
