import { addDays, isoDay } from '@/lib/dates'
import type { LoanState, LoanType, PaymentStatus, PaymentType } from '@/lib/domain'
import { stateDisclosureRules } from './disclosure-rules'
import { estimatedMonthlySales, priceTerms } from './pricing'
import type {
  ApplicationRecord,
  LoanRecord,
  OfferRecord,
  PaymentRecord,
  SandboxState,
  ShopRecord,
  TermsRecord,
} from './records'

export type * from './records'

export function emptyState(): SandboxState {
  return {
    version: 1,
    seq: 1,
    partners: {},
    shops: {},
    merchants: {},
    preOffers: {},
    applications: {},
    offers: {},
    terms: {},
    loans: {},
    payments: {},
    bankAccounts: {},
    renewals: {},
    contracts: {},
    idempotency: {},
    faultCounts: {},
  }
}

export const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')
export const day = isoDay
export const cents = (v: number) => Math.round(v * 100) / 100

export class SandboxDb {
  state: SandboxState
  now: () => Date

  constructor(state: SandboxState = emptyState(), now: () => Date = () => new Date()) {
    this.state = state
    this.now = now
  }

  nextId(prefix: string): string {
    const id = `${prefix}_${this.state.seq.toString(36)}`
    this.state.seq += 1
    return id
  }

  /** Terms for an offer and amount: created once per (offer, amount), like the real server. */
  termsFor(offer: OfferRecord, amount: number): TermsRecord {
    const id = `terms_${offer.id}_${amount}`
    const existing = this.state.terms[id]
    if (existing) return existing
    const shop = this.state.shops[offer.shopId]
    const settings = shop ? this.state.partners[shop.partnerId]?.settings : null
    const terms: TermsRecord = {
      ...priceTerms(offer.loanType, amount),
      id,
      offerId: offer.id,
      partnerProductName: settings?.productName ?? 'Business Capital',
      bankName: settings?.bankName ?? 'First Example Bank',
    }
    this.state.terms[id] = terms
    return terms
  }

  createOffer(
    shopId: string,
    input: {
      loanType: LoanType
      stateCode: string
      minAmount: number
      maxAmount: number
      isRenewal: boolean
    },
  ): OfferRecord {
    const id = this.nextId('off')
    const offer: OfferRecord = {
      id,
      shopId,
      state: 'PENDING',
      loanType: input.loanType,
      stateCode: input.stateCode,
      minAmount: input.minAmount,
      maxAmount: input.maxAmount,
      amountStep: 100,
      defaultTermsId: '',
      expiresAt: iso(addDays(this.now(), 30)),
      isRenewal: input.isRenewal,
    }
    this.state.offers[id] = offer
    offer.defaultTermsId = this.termsFor(offer, input.maxAmount).id
    return offer
  }

  /** A loan with a payment history consistent with its balance. */
  createLoan(
    shopId: string,
    terms: TermsRecord,
    input: {
      state: LoanState
      fundedDaysAgo: number
      paidShare: number
      bankAccountId: string
      /** The withholdings' pace, as a share of the expected one; when set they run until today. */
      pace?: number
    },
  ): LoanRecord {
    const id = this.nextId('loan')
    const total = cents(terms.principal + terms.fee)
    const fundedAt = addDays(this.now(), -input.fundedDaysAgo)
    const pendingFunding = ['PENDING_APPROVAL', 'PENDING_FUNDING', 'FUNDING_FAILED'].includes(input.state)
    const closed = ['PAID_CLOSED', 'CHARGE_OFF', 'CANCELED', 'REJECTED'].includes(input.state)
    const loan: LoanRecord = {
      id,
      shopId,
      state: input.state,
      loanType: terms.loanType,
      termsId: terms.id,
      principal: terms.principal,
      fee: terms.fee,
      totalRepayment: total,
      paidAmount: 0,
      fundedAt: pendingFunding || ['CANCELED', 'REJECTED'].includes(input.state) ? null : iso(fundedAt),
      closedAt: closed ? iso(addDays(this.now(), -3)) : null,
      fundAt: null,
      bankAccountId: input.bankAccountId,
      contractAvailable: !['CANCELED', 'REJECTED'].includes(input.state),
    }
    this.state.loans[id] = loan
    if (loan.fundedAt)
      this.seedPayments(loan, terms, fundedAt, cents(total * input.paidShare), input.pace ?? null)
    return loan
  }

  /**
   * The loan's payments so far: weekly withholdings or installments up to `target`, the rest one
   * prepayment yesterday. With a `pace` (a share of the expected withholding), the withholdings run
   * at that pace until today and are all that is paid (a loan ahead of or behind its minimum).
   */
  private seedPayments(
    loan: LoanRecord,
    terms: TermsRecord,
    fundedAt: Date,
    paidTarget: number,
    pace: number | null,
  ) {
    this.addPayment(loan.id, 'FUNDING', terms.principal, day(fundedAt), 'COMPLETED')
    const step = terms.paymentFrequencyDays ?? 7
    const total = cents(terms.principal + terms.fee)
    const each = terms.paymentAmount ?? cents((total / terms.expectedTermDays) * step * (pace ?? 0.8))
    const target = pace === null ? paidTarget : total
    let paid = 0
    let date = addDays(fundedAt, step)
    while (paid + each <= target + 0.001 && date < this.now()) {
      this.addPayment(
        loan.id,
        terms.loanType === 'FIXED_FEE_FLEX' ? 'WITHHOLDING' : 'INSTALLMENT',
        each,
        day(date),
        'COMPLETED',
      )
      paid = cents(paid + each)
      date = addDays(date, step)
    }
    const rest = pace === null ? cents(target - paid) : 0
    if (rest > 0) this.addPayment(loan.id, 'PREPAY', rest, day(addDays(this.now(), -1)), 'COMPLETED')
    loan.paidAmount = cents(paid + rest)
  }

  addPayment(
    loanId: string,
    type: PaymentType,
    amount: number,
    date: string,
    status: PaymentStatus,
  ): PaymentRecord {
    const payment: PaymentRecord = { id: this.nextId('pay'), loanId, type, amount, date, status }
    this.state.payments[payment.id] = payment
    return payment
  }

  /** Applies what time has decided: application reviews and loan funding (on every read). */
  advance(shopId: string): void {
    const shop = this.state.shops[shopId]
    if (!shop) return
    const now = this.now()
    const app = shop.origination.applicationId
      ? this.state.applications[shop.origination.applicationId]
      : undefined
    if (
      app?.decideAt &&
      new Date(app.decideAt) <= now &&
      (app.state === 'SUBMITTED' || app.state === 'UNDER_REVIEW')
    ) {
      this.decide(shop, app)
    }
    const loan = shop.origination.loanId ? this.state.loans[shop.origination.loanId] : undefined
    if (loan?.fundAt && new Date(loan.fundAt) <= now && loan.state === 'PENDING_FUNDING') {
      loan.state = 'NORMAL'
      loan.fundAt = null
      loan.fundedAt = iso(now)
      this.addPayment(loan.id, 'FUNDING', loan.principal, day(now), 'COMPLETED')
    }
  }

  private decide(shop: ShopRecord, app: ApplicationRecord) {
    app.decideAt = null
    app.updatedAt = iso(this.now())
    switch (shop.decision.outcome) {
      case 'REJECTED':
        app.state = 'REJECTED'
        return
      case 'ERROR':
        app.state = 'ERROR'
        return
      case 'CREDIT_FREEZE':
        app.state = 'UNDER_REVIEW'
        app.applicant.creditFreezeDetected = true
        return
      case 'APPROVED': {
        app.state = 'APPROVED'
        const preOffer = shop.origination.preOfferId
          ? this.state.preOffers[shop.origination.preOfferId]
          : undefined
        const offer = this.createOffer(shop.id, {
          loanType: shop.decision.loanType,
          stateCode: app.businessState,
          minAmount: preOffer?.minAmount ?? 1000,
          maxAmount: preOffer?.maxAmount ?? 25000,
          isRenewal: Object.values(this.state.loans).some((l) => l.shopId === shop.id),
        })
        shop.origination = { ...shop.origination, state: 'OFFER', offerId: offer.id }
      }
    }
  }

  disclosureFor(terms: TermsRecord) {
    const offer = this.state.offers[terms.offerId]
    const shop = offer ? this.state.shops[offer.shopId] : undefined
    const merchant = shop ? this.state.merchants[shop.merchantId] : undefined
    const stateCode = offer?.stateCode ?? 'CA'
    const a = merchant?.address
    return {
      termsId: terms.id,
      stateCode,
      terms: publicTerms(terms),
      merchant: {
        legalName: merchant?.legalName ?? 'Your business',
        addressStreet: a ? `${a.street}, ${a.city}, ${a.state} ${a.zip}` : 'Address on file',
      },
      disbursementAmount: terms.principal,
      estimatedMonthlySales: estimatedMonthlySales(terms),
      firstPaymentDate: day(addDays(this.now(), terms.loanType === 'FIXED_FEE_INSTALLMENT' ? 7 : 1)),
      ...stateDisclosureRules(stateCode),
      generatedAt: iso(this.now()),
    }
  }
}

/** The terms as the contract shows them: each loan type with its own fields, the other type's null. */
export function publicTerms(terms: TermsRecord) {
  const shared = {
    id: terms.id,
    offerId: terms.offerId,
    principal: terms.principal,
    fee: terms.fee,
    apr: terms.apr,
    currency: terms.currency,
    averageMonthlyCost: terms.averageMonthlyCost,
    expectedTermDays: terms.expectedTermDays,
    maxTermDays: terms.maxTermDays,
    partnerProductName: terms.partnerProductName,
    bankName: terms.bankName,
  }
  return terms.loanType === 'FIXED_FEE_INSTALLMENT'
    ? {
        ...shared,
        loanType: terms.loanType,
        paymentAmount: terms.paymentAmount,
        paymentFrequencyDays: terms.paymentFrequencyDays,
        paymentCount: terms.paymentCount,
        minPayment: null,
        minWindowDays: null,
        withholdingBps: null,
      }
    : {
        ...shared,
        loanType: terms.loanType,
        paymentAmount: null,
        paymentFrequencyDays: null,
        paymentCount: null,
        minPayment: terms.minPayment,
        minWindowDays: terms.minWindowDays,
        withholdingBps: terms.withholdingBps,
      }
}
