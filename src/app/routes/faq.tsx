import { Card } from '@/components/ui/card'
import { ChevronDownIcon } from '@/components/ui/icons'
import { PageHeader } from '@/components/ui/page-header'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

/** FAQ (spec §2 tab, always shown): real answers about fees, withholding, eligibility and repayment. */
export function FaqRoute() {
  const data = useShellData()
  const days = data.settings?.fundingDays
  const values = {
    partnerName: data.theme?.partnerName ?? 'your platform',
    bankName: data.settings?.bankName ?? 'our partner bank',
    days: days ? `${days.min}-${days.max}` : null,
  }
  const faqs: { q: string; a: string }[] = [
    {
      q: 'How much does it cost?',
      a: 'You pay one fixed fee, agreed before you accept. There is no interest, and the fee doesn’t grow if repayment takes longer than expected. Your offer shows the fee, the total you’ll repay and the APR, in the form your state requires.',
    },
    {
      q: 'What decides my fee?',
      a: 'Your card processing history through {partnerName}, the amount you choose and your eligibility. Choosing a smaller amount lowers the fee.',
    },
    {
      q: 'How do repayments work?',
      a: 'There are two kinds of loan. With a fixed installment loan you repay the same amount on a regular schedule, for example weekly. With a flex loan a set percentage of your daily card sales through {partnerName} goes toward the loan, so you pay more when sales are strong and less when they are slow, with a minimum to reach in each payment window.',
    },
    {
      q: 'What is withholding?',
      a: 'On a flex loan, withholding is the share of each day’s card sales that is set aside to repay the loan before the rest reaches your bank account. Your offer states the exact percentage.',
    },
    {
      q: 'What if I fall behind the minimum?',
      a: 'On a flex loan, if your sales-based payments in a window add up to less than the minimum, the difference is collected at the end of the window. You can make an extra payment at any time from the Summary tab to catch up.',
    },
    {
      q: 'Can I pay early?',
      a: 'Yes, any time, from the Summary tab. Paying early does not reduce the fixed fee unless your agreement says so; your disclosure explains exactly what applies.',
    },
    {
      q: 'Who is eligible?',
      a: 'Businesses that process card sales through {partnerName}, owned by someone based in the US with a US tax ID who is of the age of majority where they live, with a US business bank account. An offer is an invitation to apply; approval isn’t guaranteed.',
    },
    {
      q: 'When do I get the money?',
      a: days
        ? 'Usually {days} days after you accept your offer, into the bank account you gave us.'
        : 'Usually a few days after you accept your offer.',
    },
    {
      q: 'Who lends the money?',
      a: 'Loans are issued by {bankName}. The lending company arranges and services them, and {partnerName} brings the offer to you.',
    },
    {
      q: 'Will applying affect my credit score?',
      a: 'Your application includes a credit check, which you agree to before you submit. Your application explains the kind of check before you consent.',
    },
  ]
  return (
    <div className="max-w-3xl">
      <PageHeader title="Frequently asked questions" />
      <Card className="mt-8 divide-y divide-border p-0 sm:p-0">
        {faqs.map((f) => (
          <details key={f.q} className="group px-5 py-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm text-base font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
              {f.q}
              <ChevronDownIcon className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-fg-muted">{fillCopy(f.a, values)}</p>
          </details>
        ))}
      </Card>
    </div>
  )
}
