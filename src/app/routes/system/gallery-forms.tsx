import { useState } from 'react'
import { Autocomplete, type AutocompleteItem } from '@/components/ui/autocomplete'
import { Checkbox } from '@/components/ui/checkbox'
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Tabs } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast'
import { TokenizedInput, TokenizedValue } from '@/components/ui/tokenized-input'
import { ENTITY_TYPE_LABELS, toOptions } from '@/lib/labels'
import { Demo } from './gallery-demo'

const STATES: AutocompleteItem[] = [
  { id: 'CA', label: 'California', secondaryLabel: 'CA' },
  { id: 'FL', label: 'Florida', secondaryLabel: 'FL' },
  { id: 'GA', label: 'Georgia', secondaryLabel: 'GA' },
  { id: 'NY', label: 'New York', secondaryLabel: 'NY' },
  { id: 'TX', label: 'Texas', secondaryLabel: 'TX' },
  { id: 'UT', label: 'Utah', secondaryLabel: 'UT' },
]
const ENTITY_OPTIONS = toOptions(ENTITY_TYPE_LABELS)

export function FormDemo() {
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

export function MenusDemo() {
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
