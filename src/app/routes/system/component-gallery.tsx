import type { ColumnDef } from '@tanstack/react-table'
import { type ReactNode, useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Autocomplete, type AutocompleteItem } from '@/components/ui/autocomplete'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { DataTable } from '@/components/ui/data-table'
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { ExternalLink } from '@/components/ui/link'
import { ConfirmModal } from '@/components/ui/modal'
import { Select } from '@/components/ui/select'
import { CompactStepHeader, StepLayout, StepList, type StepView } from '@/components/ui/stepper'
import { Tabs } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast'
import { TokenizedInput, TokenizedValue } from '@/components/ui/tokenized-input'
import { ENTITY_TYPE_LABELS, toOptions } from '@/lib/labels'
import {
  formatApr,
  formatBps,
  formatDate,
  formatDuration,
  formatMoney,
  formatPhone,
  paymentFrequencyLabel,
} from '@/lib/format'

/** Every kit component in the current partner's theme, so a partner can check its theme (issue 3). */
export function ComponentGallery() {
  return (
    <section aria-labelledby="gallery-title" className="mt-12">
      <h2 id="gallery-title" className="text-xl font-semibold text-fg">
        Component gallery
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Every building block of the app, in this partner’s colours, fonts and corner radii.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ButtonsDemo />
        <FeedbackDemo />
        <FormDemo />
        <MenusDemo />
        <StepperDemo />
        <FormatsDemo />
      </div>
      <div className="mt-6">
        <TableDemo />
      </div>
    </section>
  )
}

function Demo({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card aria-labelledby={id} role="group">
      <h3 id={id} className="mb-4 text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </h3>
      {children}
    </Card>
  )
}

function ButtonsDemo() {
  const [loading, setLoading] = useState(false)
  return (
    <Demo title="Buttons and links">
      <div className="flex flex-wrap items-center gap-3">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button disabled>Disabled</Button>
        <Button
          loading={loading}
          onClick={() => {
            setLoading(true)
            setTimeout(() => setLoading(false), 1500)
          }}
        >
          Load for 1.5 s
        </Button>
        <Button variant="link">Link button</Button>
        <ExternalLink href="mailto:support@credit-connect.example">E-mail support</ExternalLink>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Badge>Neutral</Badge>
        <Badge tone="primary">Primary</Badge>
        <Badge tone="success">Paid</Badge>
        <Badge tone="warning">Pending</Badge>
        <Badge tone="error">Failed</Badge>
        <Badge tone="info">Scheduled</Badge>
        <Avatar name="Ana Diaz" />
        <Avatar name="Luis" />
      </div>
    </Demo>
  )
}

function FeedbackDemo() {
  const [open, setOpen] = useState(false)
  return (
    <Demo title="Alerts, modal and notifications">
      <div className="flex flex-col gap-3">
        <Alert tone="info" title="Good to know">
          Funds usually arrive within 2-6 days after you accept.
        </Alert>
        <Alert tone="success" title="Payment sent" />
        <Alert tone="warning" title="You're close to the end of this payment window">
          We recommend you make a payment now to catch up.
        </Alert>
        <Alert tone="error" title="Your loan is in Default!">
          Make a payment below to return to good standing. Contact support if you have questions.
        </Alert>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setOpen(true)}>
          Open confirmation
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.success('Payment sent', 'It can take 1-2 business days to show.')}
        >
          Show a notification
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.error('We couldn’t send your payment', 'Check your connection and try again.')}
        >
          Show an error
        </Button>
      </div>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          toast.success('Confirmed')
        }}
        title="Pay $500.00 now?"
        description="From your account ending in 7781. This can’t be undone."
        confirmLabel="Pay $500.00"
      />
    </Demo>
  )
}

const STATES: AutocompleteItem[] = [
  { id: 'CA', label: 'California', secondaryLabel: 'CA' },
  { id: 'FL', label: 'Florida', secondaryLabel: 'FL' },
  { id: 'GA', label: 'Georgia', secondaryLabel: 'GA' },
  { id: 'NY', label: 'New York', secondaryLabel: 'NY' },
  { id: 'TX', label: 'Texas', secondaryLabel: 'TX' },
  { id: 'UT', label: 'Utah', secondaryLabel: 'UT' },
]
const ENTITY_OPTIONS = toOptions(ENTITY_TYPE_LABELS)

function FormDemo() {
  const [name, setName] = useState('')
  const [structure, setStructure] = useState<string | null>(null)
  const [state, setState] = useState<AutocompleteItem | null>(null)
  const [account, setAccount] = useState('')
  const [agree, setAgree] = useState(false)
  return (
    <Demo title="Form fields">
      <div className="flex flex-col gap-2">
        <Field description>
          <FieldLabel>Legal business name</FieldLabel>
          <FieldDescription>As registered with the IRS.</FieldDescription>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" />
        </Field>
        <Field error="Enter all 9 digits of your EIN.">
          <FieldLabel>EIN</FieldLabel>
          <Input defaultValue="12-34" inputMode="numeric" />
        </Field>
        <Field>
          <FieldLabel>Business structure</FieldLabel>
          <Select
            options={ENTITY_OPTIONS}
            value={structure}
            onChange={setStructure}
            placeholder="Choose a structure"
          />
        </Field>
        <Field>
          <FieldLabel>State</FieldLabel>
          <Autocomplete items={STATES} value={state} onChange={setState} placeholder="Start typing a state" />
        </Field>
        <Field description>
          <FieldLabel>Account number</FieldLabel>
          <FieldDescription>Masked when you press Enter or leave the field.</FieldDescription>
          <TokenizedInput value={account} onChange={setAccount} maxLength={17} />
        </Field>
        <Checkbox
          checked={agree}
          onChange={setAgree}
          label="I agree to a soft credit check"
          description="It doesn’t affect your credit score."
        />
        <p className="mt-2 text-sm text-fg-muted">
          A stored account token shows as <TokenizedValue value="tok_8f2kq1x9a7781" />
        </p>
      </div>
    </Demo>
  )
}

function MenusDemo() {
  return (
    <Demo title="Tabs and menus">
      <Tabs
        tabs={[
          { label: 'Payments', content: <p className="text-sm text-fg-muted">Your payment history.</p> },
          { label: 'Scheduled', content: <p className="text-sm text-fg-muted">Upcoming payments.</p> },
          { label: 'Documents', content: <p className="text-sm text-fg-muted">Your contract.</p> },
        ]}
      />
      <div className="mt-4">
        <DropdownMenu
          label="Actions"
          align="start"
          actions={[
            { label: 'Download contract', onSelect: () => toast.info('Downloading contract') },
            { label: 'Make a payment', onSelect: () => toast.info('Opening payment') },
            'separator',
            { label: 'Contact support', onSelect: () => toast.info('Opening support') },
          ]}
        />
      </div>
    </Demo>
  )
}

const STEPS: StepView[] = [
  {
    id: 'business',
    number: 1,
    title: 'Business Info',
    isComplete: true,
    subSteps: [
      { id: 'b1', number: 1, isComplete: true },
      { id: 'b2', number: 2, isComplete: true },
    ],
  },
  {
    id: 'personal',
    number: 2,
    title: 'Personal Info',
    isComplete: false,
    subSteps: [
      { id: 'p1', number: 1, isComplete: true },
      { id: 'p2', number: 2, isComplete: false },
      { id: 'p3', number: 3, isComplete: false },
    ],
  },
  {
    id: 'banking',
    number: 3,
    title: 'Banking Details',
    isComplete: false,
    subSteps: [
      { id: 'k1', number: 1, isComplete: false },
      { id: 'k2', number: 2, isComplete: false },
    ],
  },
  {
    id: 'submit',
    number: 4,
    title: 'Submit',
    isComplete: false,
    subSteps: [{ id: 's1', number: 1, isComplete: false }],
  },
]

function StepperDemo() {
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

function FormatsDemo() {
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
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-fg-muted">{k}</dt>
            <dd className="font-medium text-fg tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
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

function TableDemo() {
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
