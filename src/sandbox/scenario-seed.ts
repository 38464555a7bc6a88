import { addDays } from '@/lib/dates'
import type { ApplicationState, LoanState, LoanType } from '@/lib/domain'
import { type SandboxDb, type ShopRecord, iso } from './db'

/**
 * How a scenario's shop is seeded: the shop, merchant and bank account every scenario starts from
 * (`seedShop`, from the scenario's declared `seed`), and the records a scenario's `setup` adds.
 */

/** What a scenario declares about the shop it seeds; anything left out takes the defaults below. */
export interface ScenarioSeed {
  /** The US state of the merchant's address (and so of a submitted application's offer). */
  state?: string
  /** What a submitted application turns into, and after how many seconds. */
  decision?: Partial<ShopRecord['decision']>
  /** Whether the data-sharing consent was already granted (WITH_CONSENT partners ask otherwise). */
  consentGranted?: boolean
}

/** The one default state of a seeded merchant. */
export const DEFAULT_STATE = 'CA'

const ADDRESSES: Record<string, { street: string; city: string; zip: string }> = {
  CA: { street: '350 S Grand Ave', city: 'Los Angeles', zip: '90071' },
  NY: { street: '85 Court St', city: 'Brooklyn', zip: '11201' },
  UT: { street: '222 S Main St', city: 'Salt Lake City', zip: '84101' },
  FL: { street: '1200 Brickell Ave', city: 'Miami', zip: '33131' },
  GA: { street: '191 Peachtree St NE', city: 'Atlanta', zip: '30303' },
  TX: { street: '1 Main St', city: 'Austin', zip: '78701' },
}

/** Creates the shop, merchant and bank account every scenario starts from. */
export function seedShop(
  db: SandboxDb,
  scenario: { id: string; partnerId: string },
  seed: ScenarioSeed = {},
): ShopRecord {
  const stateCode = seed.state ?? DEFAULT_STATE
  const address = ADDRESSES[stateCode] ?? ADDRESSES[DEFAULT_STATE]!
  const shopId = `shop_${scenario.id}`
  const merchantId = `mer_${scenario.id}`
  db.state.merchants[merchantId] = {
    id: merchantId,
    legalName: 'Diaz Foods LLC',
    doingBusinessAs: 'Ana’s Tacos',
    businessStructureType: 'LLC',
    email: 'ana@example.com',
    phoneFixed: '5125550100',
    address: { ...address, street2: null, state: stateCode, country: 'US' },
  }
  const shop: ShopRecord = {
    id: shopId,
    scenario: scenario.id,
    merchantId,
    partnerId: scenario.partnerId,
    name: 'Ana’s Tacos — Congress Ave',
    establishmentDate: '2019-04-01',
    origination: {
      state: 'NO_PENDING_ORIGINATION',
      preOfferId: null,
      applicationId: null,
      offerId: null,
      loanId: null,
    },
    consentGranted: seed.consentGranted ?? true,
    decision: { outcome: 'APPROVED', afterSeconds: 6, loanType: 'FIXED_FEE_FLEX', ...seed.decision },
    fundingSeconds: 8,
    plaidLinked: false,
  }
  db.state.shops[shopId] = shop
  db.state.bankAccounts[`ba_${scenario.id}`] = {
    id: `ba_${scenario.id}`,
    shopId,
    bankName: 'Chase',
    accountNumber: 'tok_8f2kq1x9a7781',
    routingNumber: '021000021',
    provider: 'PLAID',
    primary: true,
  }
  return shop
}

export function preOffer(db: SandboxDb, shop: ShopRecord, plaidRequired = false) {
  const id = `pre_${shop.scenario}`
  db.state.preOffers[id] = {
    id,
    shopId: shop.id,
    plaidRequired,
    minAmount: 1000,
    maxAmount: 25000,
    expiresAt: iso(addDays(db.now(), 30)),
  }
  shop.origination = { ...shop.origination, state: 'PRE_OFFER', preOfferId: id }
}

export function application(
  db: SandboxDb,
  shop: ShopRecord,
  state: ApplicationState,
  creditFreezeDetected = false,
) {
  preOffer(db, shop)
  const id = `app_${shop.scenario}`
  const created = addDays(db.now(), -2)
  db.state.applications[id] = {
    id,
    shopId: shop.id,
    state,
    revision: 1,
    plaidRequired: false,
    applicant: { firstName: 'Ana', lastName: 'Diaz', creditFreezeDetected },
    createdAt: iso(created),
    updatedAt: iso(addDays(created, 1)),
    decideAt: null,
    businessState: db.state.merchants[shop.merchantId]?.address.state ?? DEFAULT_STATE,
  }
  shop.origination = { ...shop.origination, state: 'APPLICATION', applicationId: id }
}

/** A pending offer in the merchant's state. */
export function offer(db: SandboxDb, shop: ShopRecord, loanType: LoanType, isRenewal = false) {
  const created = db.createOffer(shop.id, {
    loanType,
    stateCode: db.state.merchants[shop.merchantId]?.address.state ?? DEFAULT_STATE,
    minAmount: 1000,
    maxAmount: 25000,
    isRenewal,
  })
  shop.origination = { ...shop.origination, state: 'OFFER', offerId: created.id }
  return created
}

export interface LoanSeed {
  amount?: number
  fundedDaysAgo?: number
  paidShare?: number
  /** Withholdings at this share of the expected pace until today, instead of `paidShare` (flex). */
  pace?: number
  /** The shop's current loan (origination LOAN); false for a past one. */
  current?: boolean
}

/** A loan from an accepted offer (its disclosure the generic Texas one), with its payments so far. */
export function loan(
  db: SandboxDb,
  shop: ShopRecord,
  state: LoanState,
  loanType: LoanType,
  opts: LoanSeed = {},
) {
  const o = db.createOffer(shop.id, {
    loanType,
    stateCode: 'TX',
    minAmount: 1000,
    maxAmount: 25000,
    isRenewal: false,
  })
  o.state = 'ACCEPTED'
  const terms = db.termsFor(o, opts.amount ?? 12000)
  const created = db.createLoan(shop.id, terms, {
    state,
    fundedDaysAgo: opts.fundedDaysAgo ?? 75,
    paidShare: opts.paidShare ?? 0.4,
    bankAccountId: `ba_${shop.scenario}`,
    ...(opts.pace === undefined ? {} : { pace: opts.pace }),
  })
  if (opts.current ?? true) shop.origination = { ...shop.origination, state: 'LOAN', loanId: created.id }
  return created
}

export function pastLoan(db: SandboxDb, shop: ShopRecord, state: LoanState = 'PAID_CLOSED', amount = 8000) {
  return loan(db, shop, state, 'FIXED_FEE_INSTALLMENT', {
    amount,
    fundedDaysAgo: 420,
    paidShare: state === 'PAID_CLOSED' ? 1 : 0.55,
    current: false,
  })
}

export function renewal(db: SandboxDb, shop: ShopRecord, eligible = true) {
  db.state.renewals[`ren_${shop.scenario}`] = {
    id: `ren_${shop.scenario}`,
    shopId: shop.id,
    eligible,
    maxAmount: 30000,
    offerId: null,
    availableAt: iso(addDays(db.now(), -1)),
  }
}
