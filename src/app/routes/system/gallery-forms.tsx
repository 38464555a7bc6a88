import { Trans, useLingui } from '@lingui/react/macro'
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
import { US_STATES } from '@/lib/us-states'
import { Demo } from './gallery-demo'

/** A few states to pick from, by their USPS names (data: the same in both languages). */
const SHOWN_STATES = new Set(['CA', 'FL', 'GA', 'NY', 'TX', 'UT'])
const STATES: AutocompleteItem[] = US_STATES.filter((s) => SHOWN_STATES.has(s.abbreviation)).map((s) => ({
  id: s.abbreviation,
  label: s.name,
  secondaryLabel: s.abbreviation,
}))

export function FormDemo() {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [structure, setStructure] = useState<string | null>(null)
  const [state, setState] = useState<AutocompleteItem | null>(null)
  const [account, setAccount] = useState('')
  const [agree, setAgree] = useState(false)
  return (
    <Demo title={t`Form fields`}>
      <div className="flex flex-col gap-2">
        <Field description>
          <FieldLabel>
            <Trans>Legal business name</Trans>
          </FieldLabel>
          <FieldDescription>
            <Trans>As registered with the IRS.</Trans>
          </FieldDescription>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" />
        </Field>
        <Field error={t`Enter all 9 digits of your EIN.`}>
          <FieldLabel>
            <Trans>EIN</Trans>
          </FieldLabel>
          <Input defaultValue="12-34" inputMode="numeric" />
        </Field>
        <Field>
          <FieldLabel>
            <Trans>Business structure</Trans>
          </FieldLabel>
          <Select
            options={toOptions(ENTITY_TYPE_LABELS, t)}
            value={structure}
            onChange={setStructure}
            placeholder={t`Choose a structure`}
          />
        </Field>
        <Field>
          <FieldLabel>
            <Trans>State</Trans>
          </FieldLabel>
          <Autocomplete
            items={STATES}
            value={state}
            onChange={setState}
            placeholder={t`Start typing a state`}
          />
        </Field>
        <Field description>
          <FieldLabel>
            <Trans>Account number</Trans>
          </FieldLabel>
          <FieldDescription>
            <Trans>Masked when you press Enter or leave the field.</Trans>
          </FieldDescription>
          <TokenizedInput value={account} onChange={setAccount} maxLength={17} />
        </Field>
        <Checkbox
          checked={agree}
          onChange={setAgree}
          label={t`I agree to a soft credit check`}
          description={t`It doesn’t affect your credit score.`}
        />
        <p className="mt-2 text-sm text-fg-muted">
          <Trans>
            A stored account token shows as <TokenizedValue value="tok_8f2kq1x9a7781" />
          </Trans>
        </p>
      </div>
    </Demo>
  )
}

export function MenusDemo() {
  const { t } = useLingui()
  return (
    <Demo title={t`Tabs and menus`}>
      <Tabs
        tabs={[
          {
            label: t`Payments`,
            content: (
              <p className="text-sm text-fg-muted">
                <Trans>Your payment history.</Trans>
              </p>
            ),
          },
          {
            label: t({ message: 'Scheduled', context: 'payments tab' }),
            content: (
              <p className="text-sm text-fg-muted">
                <Trans>Upcoming payments.</Trans>
              </p>
            ),
          },
          {
            label: t`Documents`,
            content: (
              <p className="text-sm text-fg-muted">
                <Trans>Your contract.</Trans>
              </p>
            ),
          },
        ]}
      />
      <div className="mt-4">
        <DropdownMenu
          label={t`Actions`}
          align="start"
          actions={[
            { label: t`Download contract`, onSelect: () => toast.info(t`Downloading contract`) },
            { label: t`Make a payment`, onSelect: () => toast.info(t`Opening payment`) },
            'separator',
            { label: t`Contact support`, onSelect: () => toast.info(t`Opening support`) },
          ]}
        />
      </div>
    </Demo>
  )
}
