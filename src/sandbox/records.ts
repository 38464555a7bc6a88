import type {
  ApplicationState,
  EntityType,
  IntegrationMode,
  LoanState,
  LoanType,
  OfferState,
  OriginationStage,
  PaymentStatus,
  PaymentType,
} from '@/lib/domain'
import type { PricedTerms } from './pricing'

/**
 * The sandbox lending server's state: plain JSON, so the browser sandbox can keep it across a reload
 * (sessionStorage). It never holds personal data: submitted tax ids, birth dates and account numbers
 * are validated and dropped, as a tokenising server would.
 */

export interface PartnerRecord {
  /**
   * What `/v2/config` answers: the theme, or `{}` (no configuration). Loose here, since tests change a
   * partner's theme on the fly; the sandbox's own themes are built `satisfies PartnerTheme` (partners.ts).
   */
  theme: Record<string, unknown>
  settings: {
    partnerId: string
    partnerName: string
    productName: string
    bankName: string
    fundingDays: { min: number; max: number }
    showRenewals: boolean
    additionalOwnersStep: boolean
  } | null
  mode: IntegrationMode | null
}

export interface ShopRecord {
  id: string
  scenario: string
  merchantId: string
  partnerId: string
  name: string
  establishmentDate: string
  origination: {
    state: OriginationStage
    preOfferId: string | null
    applicationId: string | null
    offerId: string | null
    loanId: string | null
  }
  consentGranted: boolean
  /** What a submitted application turns into, and after how many seconds. */
  decision: {
    outcome: 'APPROVED' | 'REJECTED' | 'ERROR' | 'CREDIT_FREEZE'
    afterSeconds: number
    loanType: LoanType
  }
  fundingSeconds: number
  plaidLinked: boolean
}

export interface MerchantRecord {
  id: string
  legalName: string
  doingBusinessAs: string
  businessStructureType: EntityType
  email: string
  phoneFixed: string
  address: {
    street: string
    street2: string | null
    city: string
    state: string
    zip: string
    country: string
  }
}

/** A record of one shop's: another shop asking for it is answered "not found". */
export interface ShopOwned {
  id: string
  shopId: string
}

export interface ApplicationRecord extends ShopOwned {
  state: ApplicationState
  revision: number
  plaidRequired: boolean
  applicant: { firstName: string; lastName: string; creditFreezeDetected: boolean }
  createdAt: string
  updatedAt: string
  decideAt: string | null
  /** Where the business is run from: picks the offer's disclosure state. */
  businessState: string
}

export interface OfferRecord extends ShopOwned {
  state: OfferState
  loanType: LoanType
  stateCode: string
  minAmount: number
  maxAmount: number
  amountStep: number
  defaultTermsId: string
  expiresAt: string
  isRenewal: boolean
}

export type TermsRecord = PricedTerms & {
  id: string
  offerId: string
  partnerProductName: string
  bankName: string
}

export interface LoanRecord extends ShopOwned {
  state: LoanState
  loanType: LoanType
  termsId: string
  principal: number
  fee: number
  totalRepayment: number
  paidAmount: number
  fundedAt: string | null
  closedAt: string | null
  fundAt: string | null
  bankAccountId: string
  contractAvailable: boolean
}

export interface PaymentRecord {
  id: string
  loanId: string
  type: PaymentType
  amount: number
  date: string
  status: PaymentStatus
}

export interface PreOfferRecord extends ShopOwned {
  plaidRequired: boolean
  minAmount: number
  maxAmount: number
  expiresAt: string
}

export interface BankAccountRecord extends ShopOwned {
  bankName: string
  accountNumber: string
  routingNumber: string
  provider: 'PLAID' | 'USER'
  primary: boolean
}

export interface RenewalRecord extends ShopOwned {
  eligible: boolean
  maxAmount: number
  offerId: string | null
  availableAt: string
}

export interface IdempotencyRecord {
  fingerprint: string
  status: number
  body: unknown
}

export interface SandboxState {
  version: 1
  seq: number
  partners: Record<string, PartnerRecord>
  shops: Record<string, ShopRecord>
  merchants: Record<string, MerchantRecord>
  preOffers: Record<string, PreOfferRecord>
  applications: Record<string, ApplicationRecord>
  offers: Record<string, OfferRecord>
  terms: Record<string, TermsRecord>
  loans: Record<string, LoanRecord>
  payments: Record<string, PaymentRecord>
  bankAccounts: Record<string, BankAccountRecord>
  renewals: Record<string, RenewalRecord>
  contracts: Record<string, { id: string; r: string; termsId: string }>
  idempotency: Record<string, IdempotencyRecord>
  /** How many times each (scenario, fault index) has fired, for faults limited to N times. */
  faultCounts: Record<string, number>
}
