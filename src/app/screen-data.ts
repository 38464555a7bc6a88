import { paths } from '@/config/paths'
import type { Origination } from '@/features/application/api/schemas'
import { creditViewQueries } from '@/features/loans/api/loans-api'
import { bootLoad } from './boot-queries'

/** What the boot knows once the origination state has arrived. */
export interface ScreenDataInput {
  origination: Origination
  shopId: string
}

/**
 * The data a screen reads besides the shell's, as the screen itself reads it, for the screens whose
 * own data depends only on what the origination state says. The boot starts it the moment that state
 * arrives, beside the stage query and the screen's code, instead of after the first render
 * (`boot.ts`, issue 15): on /loan/credit-view, the payments and bank accounts no longer wait for
 * the loan and a render first.
 */
export function screenQueries(screen: string, { origination, shopId }: ScreenDataInput) {
  if (screen === paths.creditView && origination.state === 'LOAN' && origination.loanId)
    return Object.values(creditViewQueries(origination.loanId, shopId)).map((options) => bootLoad(options, true))
  return []
}
