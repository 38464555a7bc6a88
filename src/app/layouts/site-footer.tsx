import { msg } from '@lingui/core/macro'
import { useLingui as useCatalogue } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { EmailLink } from '@/components/ui/link'
import { CardTitle } from '@/components/ui/card'
import { fillCopy, partnerDisplayName } from '@/lib/copy'
import { LanguageSwitcher } from './language-switcher'

/**
 * The legal line, one whole sentence for each case: a missing bank or partner changes the words
 * around it, never leaves a gap (filled by `fillCopy`, in the language on screen).
 */
const LEGAL = {
  bankAndPartner: msg`Loans are issued by {bankName}, a partner bank, and arranged and serviced by the lending company working with {partnerName}.`,
  bank: msg`Loans are issued by {bankName}, a partner bank, and arranged and serviced by the lending company.`,
  partner: msg`Loans are issued by partner banks and arranged and serviced by the lending company working with {partnerName}.`,
  neither: msg`Loans are issued by partner banks and arranged and serviced by the lending company.`,
}

function legalCopy(bankName: string | null, partnerName: string | null): string {
  const template = bankName
    ? partnerName
      ? LEGAL.bankAndPartner
      : LEGAL.bank
    : partnerName
      ? LEGAL.partner
      : LEGAL.neither
  return fillCopy(template, { bankName, partnerName })
}

/**
 * The 'Questions?' box, the legal footer (spec §1) and the language switcher (issue 19). The footer's
 * colours are the contrast-guarded tokens themselves (fg, fg-muted, and primary on surface for its
 * link: the kit link's `footer` variant; src/features/partners/contrast-guard.ts) and its smallest
 * text is 12 px: no partner configuration can hide it, shrink it or make it unreadable. Its code loads
 * beside the first screen's (app-layout.tsx), so it uses no part with the kit's class-merging code.
 */
export function SiteFooter({
  supportEmail,
  bankName,
  partnerName,
}: {
  supportEmail: string | null
  bankName: string | null
  /** The partner's name, null when unknown: the legal line then leaves it out; elsewhere it is the
   * one fallback (`partnerDisplayName`). */
  partnerName: string | null
}) {
  // Subscribing to the catalogue re-renders the footer when the language changes (fillCopy reads it).
  useCatalogue()
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <section aria-labelledby="questions-title" className="rounded-card bg-primary-10 p-5">
          <CardTitle id="questions-title">
            <Trans comment="Spec fixed string (§1): the footer box's title">Questions?</Trans>
          </CardTitle>
          {supportEmail ? (
            <p className="mt-2 text-sm text-fg">
              <Trans>
                Email us at{' '}
                <EmailLink variant="footer" address={supportEmail}>
                  {supportEmail}
                </EmailLink>
                . We usually reply within one business day.
              </Trans>
            </p>
          ) : (
            <p className="mt-2 text-sm text-fg">
              {fillCopy(msg`Contact support through {partnerName}.`, {
                partnerName: partnerDisplayName(partnerName),
              })}
            </p>
          )}
          <p className="mt-3 text-xs text-fg-muted">
            <Trans>Please don’t send tax ID numbers or bank account numbers by email.</Trans>
          </p>
        </section>
        <div className="space-y-2 text-xs leading-relaxed text-fg-muted">
          <p>
            {legalCopy(bankName, partnerName)}{' '}
            <Trans>
              To qualify, the business owner must be based in the US, have a US tax ID and be of the age of
              majority where they live, and the business needs a US bank account.
            </Trans>
          </p>
          <p>
            <Trans>
              The fee for your financing depends on your card processing history, the amount you choose and
              your eligibility. Checking your offer doesn’t guarantee you’ll be approved, and eligibility is
              not guaranteed.
            </Trans>
          </p>
          {/* Last in the footer, where a phone's thumb ends the page: each language named in itself. */}
          <div className="pt-4">
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </footer>
  )
}
