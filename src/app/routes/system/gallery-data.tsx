import type { Badge } from '@/components/ui/badge'
import type { ComponentProps } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '@/components/ui/data-table'
import { DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { CompactStepHeader, StepLayout, StepList, type StepView } from '@/components/ui/stepper'
import {
  formatApr,
  formatBps,
  formatDate,
  formatDuration,
  formatMoney,
  formatPhone,
  paymentFrequencyLabel,
} from '@/lib/format'
import { Demo } from './gallery-demo'

/** The sample application's steps: each with its sub-steps' completion. */
const STEPS: (Omit<StepView, 'title'> & { title: MessageDescriptor })[] = (
  [
    ['business', msg`Business Info`, 'b', [true, true]],
    ['personal', msg`Personal Info`, 'p', [true, false, false]],
    ['banking', msg`Banking Details`, 'k', [false, false]],
    ['submit', msg`Submit`, 's', [false]],
  ] as const
).map(([id, title, prefix, done], index) => ({
  id,
  number: index + 1,
  title,
  isComplete: done.every(Boolean),
  subSteps: done.map((isComplete, i) => ({ id: `${prefix}${i + 1}`, number: i + 1, isComplete })),
}))

export function StepperDemo() {
  const { t } = useLingui()
  const steps: StepView[] = STEPS.map((step) => ({ ...step, title: t(step.title) }))
  return (
    <Demo title={t`Stepper`}>
      <div className="grid gap-6 sm:grid-cols-2">
        <StepList steps={steps} activeStepId="personal" activeSubStepId="p2" />
        <div className="flex flex-col gap-4">
          <div className="rounded-card border border-border p-4">
            <CompactStepHeader steps={steps} activeStepId="personal" activeSubStepId="p2" />
          </div>
          <div className="rounded-card border border-border">
            <StepLayout
              title={t`About you`}
              subtitle={t`Part 2 of 3`}
              description={t`We use this to verify your identity.`}
              hint={t`It takes about a minute.`}
            >
              <p className="text-sm text-fg-muted">
                <Trans>The step’s form goes here.</Trans>
              </p>
            </StepLayout>
          </div>
        </div>
      </div>
    </Demo>
  )
}

export function FormatsDemo() {
  const { t } = useLingui()
  const rows: [string, string][] = [
    [t`Money`, formatMoney(13440)],
    [t`APR (0.311)`, formatApr(0.311)],
    [t`Withholding (1500 bps)`, formatBps(1500)],
    [t`Date`, formatDate('2026-12-01')],
    [t`Phone`, formatPhone('5125550100')],
    [t`Every 14 days`, paymentFrequencyLabel(14)],
    [t`540 days`, formatDuration(540)],
  ]
  return (
    <Demo title={t`Formats`}>
      <DescriptionList density="compact" className="grid-cols-[max-content_1fr]">
        <DescriptionItems items={rows} numeric />
      </DescriptionList>
    </Demo>
  )
}

type SampleType = 'prepayment' | 'withholding'
interface SampleRow {
  id: string
  date: string
  type: SampleType
  amount: number
}
const SAMPLE: SampleRow[] = Array.from({ length: 37 }, (_, i) => ({
  id: `row${i}`,
  date: `2026-${String(11 - (i % 11)).padStart(2, '0')}-${String(28 - (i % 27)).padStart(2, '0')}`,
  type: i % 5 === 0 ? 'prepayment' : 'withholding',
  amount: Math.round(((i * 73) % 400) * 100 + 1450) / 100,
}))
const SAMPLE_TYPES: Record<SampleType, MessageDescriptor> = {
  prepayment: msg`Prepayment`,
  withholding: msg`Withholding`,
}

export function TableDemo() {
  const { t } = useLingui()
  // Headers are words (the narrow screen's "Sort by" list names columns by them), in the language on screen.
  const columns: ColumnDef<SampleRow, unknown>[] = [
    { accessorKey: 'date', header: t`Date`, cell: (c) => formatDate(c.getValue<string>()) },
    { accessorKey: 'type', header: t`Type`, cell: (c) => t(SAMPLE_TYPES[c.getValue<SampleType>()]) },
    {
      accessorKey: 'amount',
      header: t`Amount`,
      cell: (c) => formatMoney(c.getValue<number>()),
      meta: { align: 'right' },
    },
  ]
  return (
    <Demo title={t`Data table`}>
      <DataTable
        data={SAMPLE}
        columns={columns}
        caption={t`Sample payments`}
        getRowId={(r) => r.id}
        initialSorting={[{ id: 'date', desc: true }]}
      />
    </Demo>
  )
}

/** The badge tones, each with a word it would carry (gallery-buttons.tsx). */
export const BADGES: { label: MessageDescriptor; tone?: ComponentProps<typeof Badge>['tone'] }[] = [
  { label: msg`Neutral` },
  { label: msg`Primary`, tone: 'primary' },
  { label: msg`Paid`, tone: 'success' },
  { label: msg`Pending`, tone: 'warning' },
  { label: msg`Failed`, tone: 'error' },
  { label: msg`Scheduled`, tone: 'info' },
]
