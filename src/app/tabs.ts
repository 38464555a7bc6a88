import type { NavTab } from '@/components/ui/nav-tabs'
import { paths } from '@/config/paths'

export interface TabFlags {
  hasPendingOffer: boolean
  hasActiveLoan: boolean
  hasPastLoans: boolean
}

/** The pages of the four tabs other than Pending Offer. */
const OTHER_TAB_PATHS: string[] = [paths.creditView, paths.pastLoans, paths.support, paths.faq]
/** Pages that are never "an offer page" to return to. */
const NOT_OFFER_PAGES: string[] = [...OTHER_TAB_PATHS, paths.error, paths.system, paths.sandbox, paths.home]

/** Whether `pathname` counts as the Pending Offer tab's page (and so is remembered for it). */
export function isOfferPage(pathname: string): boolean {
  return !NOT_OFFER_PAGES.includes(pathname)
}

/** The customer area's tabs (spec §2), in order, with the Pending Offer tab's own active rule. */
export function customerTabs(flags: TabFlags, pathname: string, lastOfferPage: string | null): NavTab[] {
  const tabs: NavTab[] = []
  if (flags.hasPendingOffer) {
    tabs.push({
      label: 'Pending Offer',
      to: lastOfferPage ?? paths.home,
      active: !OTHER_TAB_PATHS.includes(pathname),
    })
  }
  if (flags.hasActiveLoan)
    tabs.push({ label: 'Summary', to: paths.creditView, active: pathname === paths.creditView })
  if (flags.hasPastLoans)
    tabs.push({ label: 'Past Loans', to: paths.pastLoans, active: pathname === paths.pastLoans })
  if (flags.hasActiveLoan || flags.hasPastLoans)
    tabs.push({ label: 'Support', to: paths.support, active: pathname === paths.support })
  tabs.push({ label: 'FAQ', to: paths.faq, active: pathname === paths.faq })
  return tabs
}

/** Tabs hide on the error, system and disclosure pages, on error conditions, and with hideTabs. */
export function tabsVisible(pathname: string, options: { hideTabs: boolean; failed: boolean }): boolean {
  if (options.hideTabs || options.failed) return false
  return ![paths.error, paths.system, paths.disclosure].includes(pathname as never)
}
