import { type I18n, i18n as appI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
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

/** The tab names: the spec's fixed strings (§2), exact in English. */
const TAB_NAMES = {
  pendingOffer: msg({ message: 'Pending Offer', comment: 'Tab name, spec fixed string (§2)' }),
  summary: msg({ message: 'Summary', comment: 'Tab name, spec fixed string (§2)' }),
  pastLoans: msg({ message: 'Past Loans', comment: 'Tab name, spec fixed string (§2)' }),
  support: msg({ message: 'Support', comment: 'Tab name, spec fixed string (§2)' }),
  faq: msg({ message: 'FAQ', comment: 'Tab name, spec fixed string (§2)' }),
}

/**
 * The customer area's tabs (spec §2), in order, with the Pending Offer tab's own active rule; named
 * in the language of `i18n` (the layout passes `useLingui()`'s, so the tabs follow a switch).
 */
export function customerTabs(
  flags: TabFlags,
  pathname: string,
  lastOfferPage: string | null,
  i18n: Pick<I18n, '_'> = appI18n,
): NavTab[] {
  const tabs: NavTab[] = []
  if (flags.hasPendingOffer) {
    tabs.push({
      label: i18n._(TAB_NAMES.pendingOffer),
      to: lastOfferPage ?? paths.home,
      active: !OTHER_TAB_PATHS.includes(pathname),
    })
  }
  if (flags.hasActiveLoan)
    tabs.push({
      label: i18n._(TAB_NAMES.summary),
      to: paths.creditView,
      active: pathname === paths.creditView,
    })
  if (flags.hasPastLoans)
    tabs.push({
      label: i18n._(TAB_NAMES.pastLoans),
      to: paths.pastLoans,
      active: pathname === paths.pastLoans,
    })
  if (flags.hasActiveLoan || flags.hasPastLoans)
    tabs.push({ label: i18n._(TAB_NAMES.support), to: paths.support, active: pathname === paths.support })
  tabs.push({ label: i18n._(TAB_NAMES.faq), to: paths.faq, active: pathname === paths.faq })
  return tabs
}

/** Tabs hide on the error, system and disclosure pages, on error conditions, and with hideTabs. */
export function tabsVisible(pathname: string, options: { hideTabs: boolean; failed: boolean }): boolean {
  if (options.hideTabs || options.failed) return false
  return ![paths.error, paths.system, paths.disclosure].includes(pathname as never)
}
