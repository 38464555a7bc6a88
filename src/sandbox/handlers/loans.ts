import { z } from '@/lib/zod'
import { http } from 'msw'
import { cents, day } from '../db'
import { loanSummary, loanView, scheduledPayments } from '../servicing'
import { oneTimePaymentBodySchema, scheduledPageQuerySchema } from '../validation'
import { fieldsOf, notFound, pdf, problem, parseRequest, validationProblem } from './common'
import { answer } from './answers'
import { type Middleware, RECORDS } from './middleware'

/** Shop data and loan servicing: bank accounts, renewals, loans, payments, the contract. */
export function loanHandlers({ db, api, authed, authedRecord, idempotent }: Middleware) {
  return [
    http.get(
      api('/v2/shops/:shopId/bank-accounts'),
      authed(({ shop }) => {
        const accounts = Object.values(db.state.bankAccounts).filter((a) => a.shopId === shop.id)
        return answer(
          'bankAccounts',
          accounts.map(({ shopId: _shopId, ...a }) => a),
        )
      }),
    ),
    http.get(
      api('/v2/shops/:shopId/renewals'),
      authed(({ shop }) => {
        const renewals = Object.values(db.state.renewals).filter((r) => r.shopId === shop.id)
        return answer(
          'renewals',
          renewals.map(({ shopId: _shopId, ...r }) => r),
        )
      }),
    ),
    http.get(
      api('/v2/shops/:shopId/loans'),
      authed(({ shop }) => {
        const loans = Object.values(db.state.loans)
          .filter((l) => l.shopId === shop.id)
          .sort(
            (a, b) => (b.fundedAt ?? '9999').localeCompare(a.fundedAt ?? '9999') || b.id.localeCompare(a.id),
          )
        return answer(
          'loans',
          loans.map((loan) => loanSummary(db, loan)),
        )
      }),
    ),
    http.get(
      api('/v2/loans/:loanId'),
      authedRecord(RECORDS.loan, (loan) => answer('loan', loanView(db, loan))),
    ),
    http.get(
      api('/v2/loans/:loanId/payments'),
      authedRecord(RECORDS.loan, (loan) => {
        const rows = Object.values(db.state.payments)
          .filter((p) => p.loanId === loan.id)
          .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))
        return answer(
          'payments',
          rows.map(({ loanId: _loanId, ...p }) => p),
        )
      }),
    ),
    http.get(
      api('/v2/loans/:loanId/scheduled-payments'),
      authedRecord(RECORDS.loan, (loan, ctx) => {
        const query = z.safeParse(
          scheduledPageQuerySchema,
          Object.fromEntries(new URL(ctx.request.url).searchParams),
        )
        if (!query.success) return problem(400, 'BAD_REQUEST', 'Invalid page, size or sort.')
        const { page, size, field, direction } = query.data
        const rows = scheduledPayments(db, loan).sort((a, b) => {
          const diff = field === 'amount' ? a.amount - b.amount : a.date.localeCompare(b.date)
          return (direction === 'asc' ? diff : -diff) || a.id.localeCompare(b.id)
        })
        return answer('scheduledPayments', {
          content: rows.slice(page * size, page * size + size),
          page,
          size,
          totalElements: rows.length,
          totalPages: Math.ceil(rows.length / size),
        })
      }),
    ),
    http.post(
      api('/v2/loans/:loanId/payments/one-time'),
      authedRecord(RECORDS.loan, (loan, ctx) =>
        idempotent(ctx, (body) => {
          const outstanding = cents(loan.totalRepayment - loan.paidAmount)
          const isShopAccount = (id: string) => db.state.bankAccounts[id]?.shopId === ctx.shop.id
          const parsed = parseRequest(oneTimePaymentBodySchema(outstanding, isShopAccount), fieldsOf(body))
          if (!parsed.success) return validationProblem(parsed.error.issues, 'Please check the payment.')
          if (!loan.fundedAt || loan.closedAt)
            return problem(409, 'LOAN_NOT_PAYABLE', 'This loan can’t take payments right now.')
          const { amount } = parsed.data
          const payment = db.addPayment(loan.id, 'PREPAY', amount, day(db.now()), 'PENDING')
          loan.paidAmount = cents(loan.paidAmount + amount)
          const { loanId: _loanId, ...view } = payment
          return answer('payment', view, { status: 201 })
        }),
      ),
    ),
    http.get(
      api('/v2/loans/:loanId/download-contract'),
      authedRecord(RECORDS.loan, (loan) => {
        if (!loan.contractAvailable) return notFound('Contract')
        return pdf([
          'Business loan agreement',
          `Loan ${loan.id}`,
          `Principal: $${loan.principal}`,
          `Fee: $${loan.fee}`,
        ])
      }),
    ),
  ]
}
