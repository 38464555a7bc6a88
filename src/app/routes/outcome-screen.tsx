import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

export interface OutcomeAction {
  to: string
  label: MessageDescriptor
  variant?: ComponentProps<typeof ButtonLink>['variant']
  size?: ComponentProps<typeof ButtonLink>['size']
}

/**
 * A screen that says where the merchant stands and where to go from here (no offer, ineligible, an
 * application to fix, a consent that timed out): a heading, a lead, optionally a card of points, and
 * the ways forward. Its copy is catalogue messages (`msg`); the lead and the points are templates,
 * filled with the shell's copy values (the partner's name) by `fillCopy`.
 */
export function OutcomeScreen({
  title,
  lead,
  points,
  actions,
}: {
  title: MessageDescriptor
  lead: MessageDescriptor
  points?: { title: MessageDescriptor; items: MessageDescriptor[] }
  actions: OutcomeAction[]
}) {
  const { t } = useLingui()
  const data = useShellData()
  const values = data.copy
  return (
    <div className="max-w-2xl">
      <PageHeader title={t(title)}>
        <p>{fillCopy(lead, values)}</p>
      </PageHeader>
      {points ? (
        <Card className="mt-8">
          <CardTitle>{t(points.title)}</CardTitle>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-fg">
            {points.items.map((item) => (
              <li key={item.id}>{fillCopy(item, values)}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className={points ? 'mt-6 flex flex-wrap gap-3' : 'mt-8 flex flex-wrap gap-3'}>
        {actions.map(({ to, label, variant, size }) => (
          <ButtonLink key={label.id} to={to} variant={variant} size={size}>
            {t(label)}
          </ButtonLink>
        ))}
      </div>
    </div>
  )
}
