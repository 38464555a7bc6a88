/** Every screen `/` can send a merchant to: the targets of the nine rules of spec §2 (src/app/home-rules.ts). */
export const HOME_TARGETS = [
  '/error',
  '/no-offer',
  '/ineligible',
  '/application/errors',
  '/application/credit-freeze',
  '/loan/credit-view',
  '/loan/status',
  '/loan/offer/amount',
  '/splash',
  '/splash?isRenewal=true',
] as const
