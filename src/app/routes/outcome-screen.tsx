import type { ComponentProps } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

export interface OutcomeAction {
  to: string
  label: string
  variant?: ComponentProps<typeof ButtonLink>['variant']
  size?: ComponentProps<typeof ButtonLink>['size']
}

/**
 * A screen that says where the merchant stands and where to go from here (no offer, ineligible, an
 * application to fix, a consent that timed out): a heading, a lead, optionally a card of points, and
 * the ways forward. Its copy is templates, filled with the partner's name by `fillCopy`.
 */
export function OutcomeScreen({
  title,
  lead,
  points,
  actions,
}: {
  title: string
  lead: string
  points?: { title: string; items: string[] }
  actions: OutcomeAction[]
}) {
  const data = useShellData()
  const values = { partnerName: data.theme?.partnerName ?? 'your platform' }
  return (
    <div className="max-w-2xl">
      <PageHeader title={title}>
        <p>{fillCopy(lead, values)}</p>
      </PageHeader>
      {points ? (
        <Card className="mt-8">
          <h2 className="text-base font-semibold text-fg">{points.title}</h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-fg">
            {points.items.map((item) => (
              <li key={item}>{fillCopy(item, values)}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className={points ? 'mt-6 flex flex-wrap gap-3' : 'mt-8 flex flex-wrap gap-3'}>
        {actions.map(({ to, label, variant, size }) => (
          <ButtonLink key={label} to={to} variant={variant} size={size}>
            {label}
          </ButtonLink>
        ))}
      </div>
    </div>
  )
}
