import type { MessageDescriptor } from '@lingui/core'
import { focusRing } from '@/components/ui/focus-ring'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { ChevronDownIcon } from '@/components/ui/icons'
import { PageHeader } from '@/components/ui/page-header'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

interface Faq {
  q: MessageDescriptor
  /** A template, filled by `fillCopy` with the partner's and the bank's names and the funding days. */
  a: MessageDescriptor
}

const BEFORE_FUNDING: Faq[] = [
  {
    q: msg`How much does it cost?`,
    a: msg`You pay one fixed fee, agreed before you accept. There is no interest, and the fee doesn’t grow if repayment takes longer than expected. Your offer shows the fee, the total you’ll repay and the APR, in the form your state requires.`,
  },
  {
    q: msg`What decides my fee?`,
    a: msg`Your card processing history through {partnerName}, the amount you choose and your eligibility. Choosing a smaller amount lowers the fee.`,
  },
  {
    q: msg`How do repayments work?`,
    a: msg`There are two kinds of loan. With a fixed installment loan you repay the same amount on a regular schedule, for example weekly. With a flex loan a set percentage of your daily card sales through {partnerName} goes toward the loan, so you pay more when sales are strong and less when they are slow, with a minimum to reach in each payment window.`,
  },
  {
    q: msg`What is withholding?`,
    a: msg`On a flex loan, withholding is the share of each day’s card sales that is set aside to repay the loan before the rest reaches your bank account. Your offer states the exact percentage.`,
  },
  {
    q: msg`What if I fall behind the minimum?`,
    a: msg`On a flex loan, if your sales-based payments in a window add up to less than the minimum, the difference is collected at the end of the window. You can make an extra payment at any time from the Summary tab to catch up.`,
  },
  {
    q: msg`Can I pay early?`,
    a: msg`Yes, any time, from the Summary tab. Paying early does not reduce the fixed fee unless your agreement says so; your disclosure explains exactly what applies.`,
  },
  {
    q: msg`Who is eligible?`,
    a: msg`Businesses that process card sales through {partnerName}, owned by someone based in the US with a US tax ID who is of the age of majority where they live, with a US business bank account. An offer is an invitation to apply; approval isn’t guaranteed.`,
  },
]

const WHEN_FUNDED = msg`When do I get the money?`
const FUNDED_IN_DAYS = msg`Usually {days} days after you accept your offer, into the bank account you gave us.`
const FUNDED_SOON = msg`Usually a few days after you accept your offer.`

const AFTER_FUNDING: Faq[] = [
  {
    q: msg`Who lends the money?`,
    a: msg`Loans are issued by {bankName}. The lending company arranges and services them, and {partnerName} brings the offer to you.`,
  },
  {
    q: msg`Will applying affect my credit score?`,
    a: msg`Your application includes a credit check, which you agree to before you submit. Your application explains the kind of check before you consent.`,
  },
]

/** FAQ (spec §2 tab, always shown): real answers about fees, withholding, eligibility and repayment. */
export function FaqRoute() {
  const { t } = useLingui()
  const data = useShellData()
  const days = data.settings?.fundingDays
  const values = {
    ...data.copy,
    days: days ? `${days.min}-${days.max}` : null,
  }
  const faqs: Faq[] = [
    ...BEFORE_FUNDING,
    { q: WHEN_FUNDED, a: days ? FUNDED_IN_DAYS : FUNDED_SOON },
    ...AFTER_FUNDING,
  ]
  return (
    <div className="max-w-3xl">
      <PageHeader title={<Trans>Frequently asked questions</Trans>} />
      <Card padding="none" className="mt-8 divide-y divide-border">
        {faqs.map((f) => (
          <details key={f.q.id} className="group px-5 py-4 sm:px-6">
            <summary
              className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm text-base font-medium text-fg ${focusRing}`}
            >
              {t(f.q)}
              <ChevronDownIcon className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-fg-muted">{fillCopy(f.a, values)}</p>
          </details>
        ))}
      </Card>
    </div>
  )
}
