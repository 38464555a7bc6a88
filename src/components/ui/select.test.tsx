import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
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
  // Named by its field's label and the value it shows (see the naming test).
  const button = screen.getByRole('button', { name: /^Business structure / })
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

test('the list opens above the button when there is more room there, beside it and never off the screen', async () => {
  const { button, user } = renderSelect()
  const rect = vi
    .spyOn(button, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 16, y: window.innerHeight - 60, width: 288, height: 44 }))
  const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200)
  // The layout viewport (jsdom lays nothing out).
  const viewport = vi
    .spyOn(document.documentElement, 'clientHeight', 'get')
    .mockReturnValue(window.innerHeight)
  try {
    await user.click(button)
    const list = screen.getByRole('listbox')
    expect(list).toHaveAttribute('data-side', 'top')
    expect(list.style.bottom).toBe('64px') // 4 px above the button
    expect(list.style.left).toBe('16px')
    expect(list.style.width).toBe('288px')
    await user.keyboard('{Escape}')
    rect.mockReturnValue(DOMRect.fromRect({ x: 16, y: 100, width: 288, height: 44 }))
    await user.click(button)
    expect(screen.getByRole('listbox')).toHaveAttribute('data-side', 'bottom')
    expect(screen.getByRole('listbox').style.top).toBe('148px')
    // The page scrolls: the list follows its button.
    rect.mockReturnValue(DOMRect.fromRect({ x: 16, y: 40, width: 288, height: 44 }))
    fireEvent.scroll(window)
    expect(screen.getByRole('listbox').style.top).toBe('88px')
  } finally {
    height.mockRestore()
    viewport.mockRestore()
  }
})

test('in a field with no label of its own, a select named by aria-label names its list the same', async () => {
  render(
    <Field>
      <Select aria-label="Structure" options={STRUCTURES} value={null} onChange={vi.fn()} />
    </Field>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Structure' }))
  expect(screen.getByRole('listbox', { name: 'Structure' })).toBeInTheDocument()
})

test('in a field, the button says the label and the value it shows; the list says the label', async () => {
  const { user } = renderSelect()
  const button = screen.getByRole('button', { name: 'Business structure Choose a structure' })
  await user.click(button)
  expect(screen.getByRole('listbox', { name: 'Business structure' })).toBeInTheDocument()
  await user.click(screen.getByRole('option', { name: 'LLC' }))
  expect(screen.getByRole('button', { name: 'Business structure LLC' })).toHaveFocus()
})

test('Space that picked an option does not open the list again when released (Firefox clicks then)', async () => {
  const { button, user } = renderSelect()
  await user.click(button)
  fireEvent.keyDown(screen.getByRole('listbox'), { key: ' ' })
  expect(button).toHaveFocus()
  expect(fireEvent.keyUp(button, { key: ' ' })).toBe(false)
})

describe('focus never gets lost', () => {
  test('when the window loses focus, the list closes, and focus is back on the button when the window is', async () => {
    const { button, user } = renderSelect()
    await user.click(button)
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    try {
      act(() => screen.getByRole('listbox').blur())
      expect(listbox()).toBeNull()
      // Not while the merchant is in the partner's page around the frame, or another window.
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(button).not.toHaveFocus()
      hasFocus.mockReturnValue(true)
      act(() => {
        window.dispatchEvent(new FocusEvent('focus'))
      })
      expect(button).toHaveFocus()
    } finally {
      hasFocus.mockRestore()
    }
  })

  test('a press on plain text closes the list and gives focus back to the button', async () => {
    const { button, user } = renderSelect()
    await user.click(button)
    fireEvent.pointerDown(screen.getByText('Business structure'))
    expect(listbox()).toBeNull()
    await waitFor(() => expect(button).toHaveFocus())
  })

  test('a press on another control, with no blur (Safari, Firefox), still says the select was left', async () => {
    const onBlur = vi.fn()
    render(
      <>
        <Select aria-label="Structure" options={STRUCTURES} value={null} onChange={vi.fn()} onBlur={onBlur} />
        <input aria-label="Legal name" />
      </>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Structure' }))
    // The press closes the list (removed while focused: no blur), then focus lands on the input.
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Legal name' }))
    act(() => screen.getByRole('textbox', { name: 'Legal name' }).focus())
    await waitFor(() => expect(onBlur).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveFocus()
  })

  test('a press on another control leaves focus there', async () => {
    const { button, user } = renderSelect()
    await user.click(button)
    const after = screen.getByRole('button', { name: 'After' })
    await user.click(after)
    expect(listbox()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(after).toHaveFocus()
  })
})

test('a pointer resting while the list scrolls under it does not move the active option', async () => {
  const { button, user } = renderSelect()
  await user.click(button)
  fireEvent.pointerMove(screen.getByRole('option', { name: 'Partnership' }), { clientX: 20, clientY: 80 })
  expect(activeOption()).toBe('Partnership')
  await user.keyboard('{ArrowDown}{ArrowDown}')
  expect(activeOption()).toBe('Sole proprietorship')
  // The list scrolled; the option now under the same point gets a move event at the same place.
  fireEvent.pointerMove(screen.getByRole('option', { name: 'LLC' }), { clientX: 20, clientY: 80 })
  expect(activeOption()).toBe('Sole proprietorship')
  fireEvent.pointerMove(screen.getByRole('option', { name: 'LLC' }), { clientX: 21, clientY: 80 })
  expect(activeOption()).toBe('LLC')
})

test('a form library hears when focus leaves the whole select, and can focus it', async () => {
  const onBlur = vi.fn()
  const controlRef = vi.fn()
  render(
    <>
      <Select
        aria-label="Structure"
        options={STRUCTURES}
        value={null}
        onChange={vi.fn()}
        onBlur={onBlur}
        controlRef={controlRef}
      />
      <button type="button">After</button>
    </>,
  )
  const user = userEvent.setup()
  const button = screen.getByRole('button', { name: 'Structure' })
  expect(controlRef).toHaveBeenCalledWith(button)
  await user.click(button)
  await user.keyboard('{ArrowDown}{Enter}')
  // Into the list and back: still in the select.
  expect(onBlur).not.toHaveBeenCalled()
  await user.tab()
  expect(onBlur).toHaveBeenCalledTimes(1)
})
