import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Field, FieldLabel } from './field'
import { type Option, Select } from './select'
import { renderInI18n as render } from '@/testing/render'

const STRUCTURES: Option[] = [
  { label: 'LLC', value: 'LLC' },
  { label: 'Partnership', value: 'PARTNERSHIP' },
  { label: 'Public corporation', value: 'PUBLIC_CORPORATION' },
  { label: 'Sole proprietorship', value: 'SOLE_PROPRIETORSHIP' },
]

/** A labelled select holding its own value, as a form does; `onChange` sees every change. */
function renderSelect({ value = null as string | null, name = undefined as string | undefined } = {}) {
  const onChange = vi.fn()
  // A dialog around the select listens for Escape on the document.
  const onOuterKey = vi.fn()
  const listener = (event: KeyboardEvent) => {
    onOuterKey(event.key)
  }
  document.addEventListener('keydown', listener)
  onTestFinished(() => document.removeEventListener('keydown', listener))
  function Harness() {
    const [current, setCurrent] = useState(value)
    return (
      <div>
        <button type="button">Before</button>
        <Field>
          <FieldLabel>Business structure</FieldLabel>
          <Select
            options={STRUCTURES}
            value={current}
            name={name}
            placeholder="Choose a structure"
            onChange={(v) => {
              onChange(v)
              setCurrent(v)
            }}
          />
        </Field>
        <button type="button">After</button>
      </div>
    )
  }
  const view = render(<Harness />)
  const button = screen.getByRole('button', { name: 'Business structure' })
  return { ...view, button, onChange, onOuterKey, user: userEvent.setup() }
}

const listbox = () => screen.queryByRole('listbox')
const activeOption = () => listbox()?.querySelector('[data-focus]')?.textContent

describe('opening', () => {
  test.each([
    // [key, value, the option made active]
    ['{ArrowDown}', null, 'LLC'],
    ['{ArrowUp}', null, 'Sole proprietorship'],
    ['{ArrowDown}', 'PUBLIC_CORPORATION', 'Public corporation'],
    ['{ArrowUp}', 'PUBLIC_CORPORATION', 'Public corporation'],
    ['{Enter}', null, 'LLC'],
    ['{Enter}', 'PARTNERSHIP', 'Partnership'],
    [' ', 'PARTNERSHIP', 'Partnership'],
  ])('%s with %s chosen opens on %s, and the list takes focus', async (key, value, active) => {
    const { button, user } = renderSelect({ value })
    act(() => button.focus())
    await user.keyboard(key)
    const list = screen.getByRole('listbox', { name: 'Business structure' })
    expect(list).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-controls', list.id)
    expect(activeOption()).toBe(active)
    // The active option is the one screen readers are told about.
    expect(list.getAttribute('aria-activedescendant')).toBe(list.querySelector('[data-focus]')?.id)
  })

  test('the chosen option is marked selected; the closed select shows it, or the placeholder', async () => {
    const { button, user } = renderSelect({ value: 'PARTNERSHIP' })
    expect(button).toHaveTextContent('Partnership')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    const list = screen.getByRole('listbox')
    expect(within(list).getByRole('option', { name: 'Partnership' })).toHaveAttribute('aria-selected', 'true')
    expect(within(list).getByRole('option', { name: 'LLC' })).toHaveAttribute('aria-selected', 'false')
  })

  test('a disabled select does not open', async () => {
    render(<Select aria-label="Structure" options={STRUCTURES} value={null} onChange={vi.fn()} disabled />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Structure' }))
    expect(listbox()).toBeNull()
  })
})

describe('in the open list', () => {
  test.each([
    // [keys, the option made active] from Partnership
    ['{ArrowDown}', 'Public corporation'],
    ['{ArrowDown}{ArrowDown}{ArrowDown}', 'Sole proprietorship'], // stops at the end
    ['{ArrowUp}{ArrowUp}', 'LLC'], // and at the start
    ['{End}', 'Sole proprietorship'],
    ['{Home}', 'LLC'],
    ['{PageDown}', 'Sole proprietorship'],
    ['{PageUp}', 'LLC'],
  ])('%s moves to %s', async (keys, active) => {
    const { button, user, onChange } = renderSelect({ value: 'PARTNERSHIP' })
    await user.click(button)
    await user.keyboard(keys)
    expect(activeOption()).toBe(active)
    expect(onChange).not.toHaveBeenCalled()
  })

  test.each([
    ['{Enter}', 'PUBLIC_CORPORATION'],
    [' ', 'PUBLIC_CORPORATION'],
  ])('%s picks the active option, closes, and gives focus back', async (key, picked) => {
    const { button, user, onChange } = renderSelect({ value: 'PARTNERSHIP' })
    await user.click(button)
    await user.keyboard(`{ArrowDown}${key}`)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(picked)
    expect(listbox()).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveTextContent('Public corporation')
  })

  test('a pointer picks an option; hovering makes it active', async () => {
    const { button, user, onChange } = renderSelect()
    await user.click(button)
    const option = screen.getByRole('option', { name: 'Sole proprietorship' })
    fireEvent.pointerMove(option)
    expect(activeOption()).toBe('Sole proprietorship')
    await user.click(option)
    expect(onChange).toHaveBeenCalledExactlyOnceWith('SOLE_PROPRIETORSHIP')
    expect(listbox()).toBeNull()
    expect(button).toHaveFocus()
  })

  test('picking the option already chosen changes nothing', async () => {
    const { button, user, onChange } = renderSelect({ value: 'LLC' })
    await user.click(button)
    await user.keyboard('{Enter}')
    expect(onChange).not.toHaveBeenCalled()
    expect(listbox()).toBeNull()
  })
})

describe('closing without a choice', () => {
  test('Escape closes, keeps the value, gives focus back, and does not reach a dialog around it', async () => {
    const { button, user, onChange, onOuterKey } = renderSelect({ value: 'LLC' })
    await user.click(button)
    await user.keyboard('{ArrowDown}{Escape}')
    expect(listbox()).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveTextContent('LLC')
    expect(onChange).not.toHaveBeenCalled()
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape')
  })

  test('Tab closes and goes on to the next control', async () => {
    const { button, user, onChange } = renderSelect()
    await user.click(button)
    await user.keyboard('{ArrowDown}{Tab}')
    expect(listbox()).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  test('Shift+Tab closes and goes back to the control before', async () => {
    const { button, user } = renderSelect()
    await user.click(button)
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(listbox()).toBeNull()
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
  })

  test('pressing the button again closes it (and does not reopen it)', async () => {
    const { button, user } = renderSelect()
    await user.click(button)
    expect(listbox()).not.toBeNull()
    // Where a press does not focus the button (Safari), the list must not lose focus and close
    // first, or the click would open it again.
    expect(fireEvent.mouseDown(button)).toBe(false)
    await user.click(button)
    expect(listbox()).toBeNull()
    expect(button).toHaveFocus()
  })

  test('a press outside closes it, even where nothing takes focus', async () => {
    const { button, user, onChange } = renderSelect()
    await user.click(button)
    fireEvent.pointerDown(document.body)
    expect(listbox()).toBeNull()
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'After' }))
    expect(listbox()).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('type-ahead (spec §9: it starts over 350 ms after the last key)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** Keys pressed in the open list, one keydown each, as the browser sends them. */
  const type = (text: string) => {
    for (const key of text) fireEvent.keyDown(screen.getByRole('listbox'), { key })
  }

  test.each([
    // [first letters, wait in ms, next letters, active]
    ['pu', 0, '', 'Public corporation'],
    ['p', 349, 'u', 'Public corporation'], // still one search
    ['pu', 350, 'l', 'LLC'], // a new search
    ['p', 400, 'p', 'Public corporation'], // the same letter again: the next match
    ['x', 0, '', 'LLC'], // no match: stays
  ])('%j, %i ms, %j → %s', (first, wait, next, active) => {
    const { button, onChange } = renderSelect()
    fireEvent.click(button)
    type(first)
    act(() => {
      vi.advanceTimersByTime(wait)
    })
    type(next)
    expect(activeOption()).toBe(active)
    expect(onChange).not.toHaveBeenCalled()
  })

  test('Space while typing is part of the search, not a choice', () => {
    const { button, onChange } = renderSelect()
    fireEvent.click(button)
    type('sole p')
    expect(activeOption()).toBe('Sole proprietorship')
    expect(onChange).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(400)
    })
    type(' ')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('SOLE_PROPRIETORSHIP')
  })
})

test('in a form, the value goes with it under its name', async () => {
  const { container, button, user } = renderSelect({ name: 'entityType' })
  const hidden = () => container.querySelector<HTMLInputElement>('input[type="hidden"][name="entityType"]')
  expect(hidden()?.value).toBe('')
  await user.click(button)
  await user.click(screen.getByRole('option', { name: 'LLC' }))
  expect(hidden()?.value).toBe('LLC')
})

test('the list opens above the button when there is more room there', async () => {
  const { button, user } = renderSelect()
  const rect = vi
    .spyOn(button, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight - 60, width: 300, height: 44 }))
  const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200)
  try {
    await user.click(button)
    expect(screen.getByRole('listbox')).toHaveClass('bottom-full')
    await user.keyboard('{Escape}')
    rect.mockReturnValue(DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 44 }))
    await user.click(button)
    expect(screen.getByRole('listbox')).toHaveClass('top-full')
  } finally {
    height.mockRestore()
  }
})
