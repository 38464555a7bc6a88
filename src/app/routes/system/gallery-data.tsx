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
const STEPS: StepView[] = (
  [
    ['business', 'Business Info', 'b', [true, true]],
    ['personal', 'Personal Info', 'p', [true, false, false]],
    ['banking', 'Banking Details', 'k', [false, false]],
    ['submit', 'Submit', 's', [false]],
  ] as const
).map(([id, title, prefix, done], index) => ({
  id,
  number: index + 1,
  title,
  isComplete: done.every(Boolean),
  subSteps: done.map((isComplete, i) => ({ id: `${prefix}${i + 1}`, number: i + 1, isComplete })),
}))

export function StepperDemo() {
  return (
    <Demo title="Stepper">
      <div className="grid gap-6 sm:grid-cols-2">
        <StepList steps={STEPS} activeStepId="personal" activeSubStepId="p2" />
        <div className="flex flex-col gap-4">
          <div className="rounded-card border border-border p-4">
            <CompactStepHeader steps={STEPS} activeStepId="personal" activeSubStepId="p2" />
          </div>
          <div className="rounded-card border border-border">
            <StepLayout
              title="About you"
              subtitle="Part 2 of 3"
              description="We use this to verify your identity."
              hint="It takes about a minute."
            >
              <p className="text-sm text-fg-muted">The step’s form goes here.</p>
            </StepLayout>
          </div>
        </div>
      </div>
    </Demo>
  )
}

export function FormatsDemo() {
  const rows: [string, string][] = [
    ['Money', formatMoney(13440)],
    ['APR (0.311)', formatApr(0.311)],
    ['Withholding (1500 bps)', formatBps(1500)],
    ['Date', formatDate('2026-12-01')],
    ['Phone', formatPhone('5125550100')],
    ['Every 14 days', paymentFrequencyLabel(14)],
    ['540 days', formatDuration(540)],
  ]
  return (
    <Demo title="Formats">
      <DescriptionList className="grid-cols-[max-content_1fr] gap-y-2">
        <DescriptionItems items={rows} numeric />
      </DescriptionList>
    </Demo>
  )
}

interface SampleRow {
  id: string
  date: string
  type: string
  amount: number
}
const SAMPLE: SampleRow[] = Array.from({ length: 37 }, (_, i) => ({
  id: `row${i}`,
  date: `2026-${String(11 - (i % 11)).padStart(2, '0')}-${String(28 - (i % 27)).padStart(2, '0')}`,
  type: i % 5 === 0 ? 'Prepayment' : 'Withholding',
  amount: Math.round(((i * 73) % 400) * 100 + 1450) / 100,
}))
const SAMPLE_COLUMNS: ColumnDef<SampleRow, unknown>[] = [
  { accessorKey: 'date', header: 'Date', cell: (c) => formatDate(c.getValue<string>()) },
  { accessorKey: 'type', header: 'Type' },
  {
    accessorKey: 'amount',
    header: 'Amount',
    cell: (c) => formatMoney(c.getValue<number>()),
    meta: { align: 'right' },
  },
]

export function TableDemo() {
  return (
    <Demo title="Data table">
      <DataTable
        data={SAMPLE}
        columns={SAMPLE_COLUMNS}
        caption="Sample payments"
        getRowId={(r) => r.id}
        initialSorting={[{ id: 'date', desc: true }]}
      />
    </Demo>
  )
}
