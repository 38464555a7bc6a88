import { ExternalLink } from '@/components/ui/link'
import { fillCopy } from '@/lib/copy'

const QUALIFY =
  'To qualify, the business owner must be based in the US, have a US tax ID and be of the age of majority where they live, and the business needs a US bank account.'

/** The legal line, filled by `fillCopy`: a missing bank or partner changes the words around it. */
function legalCopy(bankName: string | null, partnerName: string | null): string {
  const template = [
    bankName ? 'Loans are issued by {bankName}, a partner bank,' : 'Loans are issued by partner banks',
    partnerName
      ? 'and arranged and serviced by the lending company working with {partnerName}.'
      : 'and arranged and serviced by the lending company.',
    QUALIFY,
  ].join(' ')
  return fillCopy(template, { bankName, partnerName })
}

/**
 * The 'Questions?' box and the legal footer (spec §1). The footer's colours are the contrast-guarded
 * tokens themselves (fg, fg-muted, and primary on surface for its link: the kit link's `footer`
 * variant; src/features/partners/contrast-guard.ts) and its smallest text is 12 px: no partner
 * configuration can hide it, shrink it or make it unreadable. It is on the first page, so it uses
 * no part with the kit's class-merging code.
 */
export function SiteFooter({
  supportEmail,
  bankName,
  partnerName,
}: {
  supportEmail: string | null
  bankName: string | null
  partnerName: string | null
}) {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <section aria-labelledby="questions-title" className="rounded-card bg-primary-10 p-5">
          <h2 id="questions-title" className="text-base font-semibold text-fg">
            Questions?
          </h2>
          {supportEmail ? (
            <p className="mt-2 text-sm text-fg">
              Email us at{' '}
              <ExternalLink variant="footer" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </ExternalLink>
              . We usually reply within one business day.
            </p>
          ) : (
            <p className="mt-2 text-sm text-fg">
              {fillCopy('Contact support through {partnerName}.', {
                partnerName: partnerName ?? 'the platform you came from',
              })}
            </p>
          )}
          <p className="mt-3 text-xs text-fg-muted">
            Please don’t send tax ID numbers or bank account numbers by email.
          </p>
        </section>
        <div className="space-y-2 text-xs leading-relaxed text-fg-muted">
          <p>{legalCopy(bankName, partnerName)}</p>
          <p>
            The fee for your financing depends on your card processing history, the amount you choose and your
            eligibility. Checking your offer doesn’t guarantee you’ll be approved, and eligibility is not
            guaranteed.
          </p>
        </div>
      </div>
    </footer>
  )
}
