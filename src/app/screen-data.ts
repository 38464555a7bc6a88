import { paths } from '@/config/paths'
import type { Origination } from '@/features/application/api/schemas'
import { creditViewQueries } from '@/features/loans/api/loans-api'
import { offerQueries } from '@/features/offers/api/offers-api'
import type { Offer } from '@/features/offers/api/schemas'
import { bootLoad } from './boot-queries'

/** What the boot knows: the origination state, then its stage's resource once that has arrived. */
export interface ScreenDataInput {
  origination: Origination
  shopId: string
  /** The stage's offer, once it has arrived (OFFER stage). */
  offer?: Offer
}

/**
 * The data a screen reads besides the shell's, as the screen itself reads it, for the screens whose
 * own data depends only on the origination state and its stage's resource. The boot starts it the
 * moment those arrive, beside the screen's code, instead of after the shell and the screen have
 * rendered (`boot.ts`, issue 15):
 * - /loan/credit-view: the loan's payments and the shop's bank accounts, with the loan;
 * - /disclosure: the disclosure of the terms it shows, the moment the offer arrives.
 * Asking twice is harmless: a query already on its way or fresh is not sent again.
 */
export async function screenQueries(screen: string, { origination, shopId, offer }: ScreenDataInput) {
  if (screen === paths.creditView && origination.state === 'LOAN' && origination.loanId)
    return Object.values(creditViewQueries(origination.loanId, shopId)).map((options) =>
      bootLoad(options, true),
    )
  if (screen === paths.disclosure && origination.state === 'OFFER' && offer) {
    // The merchant's chosen terms live in the session's offer review (code that loads with the screen).
    const { termsToDisclose, useOfferReview } = await import('@/features/offers/store/review-store')
    const termsId = termsToDisclose(useOfferReview.getState(), offer)
    return termsId ? [bootLoad(offerQueries.disclosure(termsId), true)] : []
  }
  return []
}

/** The screens that show a document (the disclosure, and the terms with it), in the document's fonts. */
const DOCUMENT_SCREENS: readonly string[] = [paths.disclosure, paths.offerSubmit]

/**
 * Whether `screen` shows a document: the boot then loads the document's fonts the moment the
 * partner's theme is known (`loadDocumentFonts`), beside the data, not once the screen has rendered.
 */
export function showsDocument(screen: string): boolean {
  return DOCUMENT_SCREENS.includes(screen)
}

/**
 * Whether `screen` may show an amount or a rate: the boot then prepares the number formats while
 * the data travels (`prepareNumberFormats`). The application's steps show none (forms, the consent
 * to a credit check, its outcomes); any other screen may.
 */
export function showsAmounts(screen: string): boolean {
  return !screen.startsWith('/application/')
}
