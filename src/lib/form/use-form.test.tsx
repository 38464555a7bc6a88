import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useLayoutEffect } from 'react'
import { z } from '../zod'
import { type Form, useForm } from './use-form'

/** Messages are read when a field is checked (as the app's are: decision 0017). */
let language = 'en'
const say = (en: string, es: string) => () => (language === 'en' ? en : es)

/** A trimmed text that must be filled. */
const filled = (error: () => string) => z.string({ error }).check(z.trim(), z.minLength(1, { error }))
const owner = z.object({ email: filled(say('Enter an email.', 'Escribe un correo.')) })
const schema = z
  .object({
    name: filled(say('Enter a name.', 'Escribe un nombre.')),
    city: filled(say('Enter a city.', 'Escribe una ciudad.')),
    partners: z.enum(['yes', 'no'], { error: say('Say yes or no.', 'Di sí o no.') }),
    owners: z.array(owner),
  })
  .check(
    z.superRefine((values, ctx) => {
      const report = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['owners'] })
      if (values.partners === 'yes' && values.owners.length === 0) report('Add an owner.')
      if (values.owners.length > 2) report('At most two owners.')
    }),
  )

type Values = z.input<typeof schema>
type Output = z.output<typeof schema>

function Fields({
  form,
  onForm,
}: {
  form: Form<Values, Output>
  onForm?: (form: Form<Values, Output>) => void
}) {
  useEffect(() => onForm?.(form), [form, onForm])
  const owners = form.list('owners')
  const field = (name: 'name' | 'city', label: string) => (
    <div>
      <label>
        {label}
        <input {...form.register(name)} aria-invalid={form.errorOf(name) ? true : undefined} />
      </label>
      {form.errorOf(name) ? <span role="alert">{form.errorOf(name)}</span> : null}
    </div>
  )
  return (
    <>
      {/* The page shows the city first, the schema checks the name first. */}
      {field('city', 'City')}
      {field('name', 'Name')}
      <fieldset>
        <legend>Partners?</legend>
        {(['yes', 'no'] as const).map((v) => (
          <label key={v}>
            <input
              type="radio"
              {...form.register('partners')}
              value={v}
              checked={form.value('partners') === v}
            />
            {v}
          </label>
        ))}
        {form.errorOf('partners') ? <span role="alert">{form.errorOf('partners')}</span> : null}
      </fieldset>
      {owners.keys.map((key, i) => (
        <div key={key}>
          <label>
            Owner {i + 1}
            <input {...form.register(`owners.${i}.email`)} />
          </label>
          {form.errorOf(`owners.${i}.email`) ? (
            <span role="alert">{form.errorOf(`owners.${i}.email`)}</span>
          ) : null}
          <button type="button" onClick={() => owners.remove(i)}>
            Remove {i + 1}
          </button>
        </div>
      ))}
      {form.errorOf('owners') ? <span role="alert">{form.errorOf('owners')}</span> : null}
      <button type="button" onClick={() => owners.append({ email: '' })}>
        Add
      </button>
    </>
  )
}

function TestForm({
  onValid = () => {},
  defaults = {},
  onForm,
}: {
  onValid?: (values: Output) => void
  defaults?: Partial<Values>
  onForm?: (form: Form<Values, Output>) => void
}) {
  const form = useForm({ schema, defaultValues: { name: '', city: '', owners: [], ...defaults } })
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <Fields form={form} onForm={onForm} />
      <button type="submit">Continue</button>
    </form>
  )
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)

beforeEach(() => {
  language = 'en'
})

test('a field is checked once left, then at every change; not while first typed', async () => {
  const user = userEvent.setup()
  render(<TestForm />)
  const name = screen.getByLabelText('Name')
  await user.type(name, ' ')
  expect(alerts()).toEqual([])
  act(() => name.blur())
  expect(alerts()).toEqual(['Enter a name.'])
  await user.type(name, 'A')
  expect(alerts()).toEqual([])
  await user.clear(name)
  expect(alerts()).toEqual(['Enter a name.'])
  // The city, never left, shows nothing.
  expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid')
})

test('submitting checks every field and focuses the first in error in the page, not in the schema', async () => {
  const user = userEvent.setup()
  const onValid = vi.fn()
  render(<TestForm onValid={onValid} />)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()).toEqual(['Enter a city.', 'Enter a name.', 'Say yes or no.'])
  expect(screen.getByLabelText('City')).toHaveFocus()
  expect(onValid).not.toHaveBeenCalled()
  // After a submit every change checks its field, without leaving it.
  await user.type(screen.getByLabelText('City'), 'Austin')
  expect(alerts()).toEqual(['Enter a name.', 'Say yes or no.'])
})

test('once all pass, the handler gets the schema’s output: trimmed', async () => {
  const user = userEvent.setup()
  const onValid = vi.fn()
  render(<TestForm onValid={onValid} />)
  await user.type(screen.getByLabelText('City'), '  Austin ')
  await user.type(screen.getByLabelText('Name'), 'Acme  ')
  await user.click(screen.getByRole('radio', { name: 'no' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(onValid).toHaveBeenCalledExactlyOnceWith({
    city: 'Austin',
    name: 'Acme',
    partners: 'no',
    owners: [],
  })
  expect(alerts()).toEqual([])
})

test('a radio group: the value chooses the checked radio; in error, focus goes to its first radio', async () => {
  const user = userEvent.setup()
  render(<TestForm defaults={{ city: 'Austin', name: 'Acme' }} />)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(screen.getByRole('radio', { name: 'yes' })).toHaveFocus()
  await user.click(screen.getByRole('radio', { name: 'no' }))
  expect(screen.getByRole('radio', { name: 'no' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'yes' })).not.toBeChecked()
  expect(alerts()).toEqual([])
})

test('a list’s own rule shows on submit and goes when an entry is added', async () => {
  const user = userEvent.setup()
  render(<TestForm defaults={{ city: 'Austin', name: 'Acme', partners: 'yes' }} />)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()).toEqual(['Add an owner.'])
  await user.click(screen.getByRole('button', { name: 'Add' }))
  expect(alerts()).toEqual([])
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()).toEqual(['Enter an email.'])
})

test('removing an entry takes its message with it; the later entries keep their values and messages', async () => {
  const user = userEvent.setup()
  render(
    <TestForm
      defaults={{
        city: 'Austin',
        name: 'Acme',
        partners: 'yes',
        owners: [{ email: '' }, { email: 'b@c.co' }, { email: '' }],
      }}
    />,
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  // Three owners also break the list's own rule (at most two); one removed, it holds again.
  expect(alerts()).toEqual(['Enter an email.', 'Enter an email.', 'At most two owners.'])
  const second = screen.getByLabelText('Owner 2')
  await user.click(screen.getByRole('button', { name: 'Remove 1' }))
  // The same input, moved up: its entry kept its key.
  expect(screen.getByLabelText('Owner 1')).toBe(second)
  expect(second).toHaveValue('b@c.co')
  expect(screen.getByLabelText('Owner 2')).toHaveValue('')
  expect(alerts()).toEqual(['Enter an email.'])
  await user.type(screen.getByLabelText('Owner 2'), 'c@d.co')
  expect(alerts()).toEqual([])
})

test('a server’s messages: on their fields, focus on the first in the page; kept while typing until checked', async () => {
  const user = userEvent.setup()
  let form: Form<Values, Output> | undefined
  render(
    <TestForm
      defaults={{ city: 'Austin', name: 'Acme', partners: 'no' }}
      onForm={(f) => {
        form = f
      }}
    />,
  )
  act(() =>
    form!.setServerErrors([
      { field: 'name', message: 'That name is taken.' },
      { field: 'city', message: 'We don’t lend there.' },
    ]),
  )
  expect(alerts()).toEqual(['We don’t lend there.', 'That name is taken.'])
  expect(screen.getByLabelText('City')).toHaveFocus()
  await user.type(screen.getByLabelText('City'), 's')
  expect(alerts()).toEqual(['We don’t lend there.', 'That name is taken.'])
  await user.tab()
  expect(alerts()).toEqual(['That name is taken.'])
  expect(form!.errorOf('city')).toBeUndefined()
})

test('rewriteMessages writes the shown messages anew (the language changed); server messages stay', async () => {
  const user = userEvent.setup()
  let form: Form<Values, Output> | undefined
  render(
    <TestForm
      onForm={(f) => {
        form = f
      }}
    />,
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  act(() => form!.setServerErrors([{ field: 'owners', message: 'Server says no.' }]))
  language = 'es'
  act(() => form!.rewriteMessages())
  expect(alerts()).toEqual(['Escribe una ciudad.', 'Escribe un nombre.', 'Di sí o no.', 'Server says no.'])
})

test('a list’s message shown before any submit stays true as entries are removed', async () => {
  const user = userEvent.setup()
  const owners = [{ email: 'a@b.co' }, { email: 'b@c.co' }, { email: 'c@d.co' }]
  render(<TestForm defaults={{ city: 'Austin', name: 'Acme', partners: 'yes', owners }} />)
  // Leaving an owner's field checks the list that holds it.
  act(() => screen.getByLabelText('Owner 1').focus())
  act(() => screen.getByLabelText('Owner 1').blur())
  expect(alerts()).toEqual(['At most two owners.'])
  await user.click(screen.getByRole('button', { name: 'Remove 3' }))
  expect(alerts()).toEqual([])
})

test('after an entry is removed and another added, a submit focuses the new one', async () => {
  const user = userEvent.setup()
  const owners = [{ email: 'a@b.co' }, { email: 'b@c.co' }]
  render(<TestForm defaults={{ city: 'Austin', name: 'Acme', partners: 'yes', owners }} />)
  await user.click(screen.getByRole('button', { name: 'Remove 1' }))
  await user.click(screen.getByRole('button', { name: 'Add' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()).toEqual(['Enter an email.'])
  expect(screen.getByLabelText('Owner 2')).toHaveFocus()
  expect(screen.getByLabelText('Owner 1')).toHaveValue('b@c.co')
})

test('focus comes once the messages are on the page: the field is announced with its message', async () => {
  const user = userEvent.setup()
  render(<TestForm />)
  const city = screen.getByLabelText('City')
  const invalidWhenFocused = new Promise<string | null>((resolve) =>
    city.addEventListener('focus', () => resolve(city.getAttribute('aria-invalid')), { once: true }),
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await invalidWhenFocused).toBe('true')
})

/** A step that puts a 422's messages on its form as it first shows (as StepForm does). */
function WithServerErrors() {
  const form = useForm({
    schema,
    defaultValues: { name: 'Acme', city: 'Austin', partners: 'no', owners: [] },
  })
  return (
    <form>
      <Fields form={form} />
      <ServerErrors form={form} />
    </form>
  )
}

function ServerErrors({ form }: { form: Form<Values, Output> }) {
  const { setServerErrors } = form
  useLayoutEffect(
    () => setServerErrors([{ field: 'name', message: 'That name is taken.' }]),
    [setServerErrors],
  )
  return null
}

test('a 422’s messages set as the step first shows: its field is focused with its message on it', () => {
  const focused: (string | null)[] = []
  const onFocus = (event: FocusEvent) => focused.push((event.target as Element).getAttribute('aria-invalid'))
  document.addEventListener('focusin', onFocus)
  try {
    render(<WithServerErrors />)
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(focused).toEqual(['true'])
    expect(alerts()).toEqual(['That name is taken.'])
  } finally {
    document.removeEventListener('focusin', onFocus)
  }
})
