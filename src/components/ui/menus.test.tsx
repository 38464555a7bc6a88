import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { Alert } from './alert'
import { DropdownMenu } from './dropdown-menu'
import { ExternalLink } from './link'
import { NavTabs } from './nav-tabs'
import { Tabs } from './tabs'
import { renderInI18n as render } from '@/testing/render'

test('dropdown menu: Enter opens, arrows move, Enter chooses, focus returns', async () => {
  const user = userEvent.setup()
  const download = vi.fn()
  const pay = vi.fn()
  render(
    <DropdownMenu
      label="Actions"
      actions={[
        { label: 'Download contract', onSelect: download },
        'separator',
        { label: 'Make a payment', onSelect: pay },
      ]}
    />,
  )
  const button = screen.getByRole('button', { name: 'Actions' })
  act(() => button.focus())
  await user.keyboard('{Enter}')
  expect(await screen.findByRole('menu')).toBeInTheDocument()
  await user.keyboard('{ArrowDown}{Enter}')
  expect(pay).toHaveBeenCalledOnce()
  expect(download).not.toHaveBeenCalled()
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  await waitFor(() => expect(button).toHaveFocus())
})

test('in-page tabs: arrow keys move between tabs and show their panel', async () => {
  const user = userEvent.setup()
  render(
    <Tabs
      tabs={[
        { label: 'Payments', content: <p>Payment history</p> },
        { label: 'Scheduled', content: <p>Upcoming payments</p> },
      ]}
    />,
  )
  expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true')
  act(() => screen.getByRole('tab', { name: 'Payments' }).focus())
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'Scheduled' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Upcoming payments')
})

test.each([
  // [key, from, to]
  ['{ArrowRight}', 'History', 'Scheduled'],
  ['{ArrowRight}', 'Documents', 'History'], // round to the first
  ['{ArrowLeft}', 'History', 'Documents'], // and to the last
  ['{ArrowLeft}', 'Scheduled', 'History'],
  ['{End}', 'History', 'Documents'],
  ['{Home}', 'Documents', 'History'],
])('in-page tabs: %s on %s shows %s, with one tab stop', async (key, from, to) => {
  const user = userEvent.setup()
  const labels = ['History', 'Scheduled', 'Documents']
  render(<Tabs tabs={labels.map((label) => ({ label, content: <p>{label} panel</p> }))} />)
  await user.click(screen.getByRole('tab', { name: from }))
  await user.keyboard(key)
  const tab = screen.getByRole('tab', { name: to })
  expect(tab).toHaveFocus()
  expect(tab).toHaveAttribute('aria-selected', 'true')
  for (const other of labels.filter((l) => l !== to)) {
    expect(screen.getByRole('tab', { name: other })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tab', { name: other })).toHaveAttribute('tabindex', '-1')
  }
  // Only the shown panel is there, named by its tab; only its tab points at it.
  const panel = screen.getByRole('tabpanel', { name: to })
  expect(panel).toHaveTextContent(`${to} panel`)
  expect(tab).toHaveAttribute('aria-controls', panel.id)
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  // Tab goes from the tabs to the panel.
  await user.tab()
  expect(panel).toHaveFocus()
})

test('in-page tabs: the focus ring shows from the keyboard, not on a click', async () => {
  const user = userEvent.setup()
  render(
    <Tabs
      tabs={[
        { label: 'History', content: <p>Paid</p> },
        { label: 'Scheduled', content: <p>Due</p> },
      ]}
    />,
  )
  const history = screen.getByRole('tab', { name: 'History' })
  const scheduled = screen.getByRole('tab', { name: 'Scheduled' })
  expect(history).toHaveClass('data-focus:outline-primary')
  await user.click(scheduled)
  expect(scheduled).toHaveFocus()
  expect(scheduled).not.toHaveAttribute('data-focus')
  await user.keyboard('{ArrowLeft}')
  expect(history).toHaveFocus()
  expect(history).toHaveAttribute('data-focus')
})

test('in-page tabs: each tab’s content is its own, and no tabs draw nothing', async () => {
  const user = userEvent.setup()
  function Draft() {
    const [text, setText] = useState('')
    return <input aria-label="Note" value={text} onChange={(e) => setText(e.target.value)} />
  }
  const { rerender } = render(
    <Tabs
      tabs={[
        { label: 'One', content: <Draft /> },
        { label: 'Two', content: <Draft /> },
      ]}
    />,
  )
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'typed in one')
  await user.click(screen.getByRole('tab', { name: 'Two' }))
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('')
  rerender(<Tabs tabs={[]} />)
  expect(screen.queryByRole('tablist')).toBeNull()
  expect(screen.queryByRole('tabpanel')).toBeNull()
})

test('in-page tabs keep focus when their labels change language', async () => {
  const user = userEvent.setup()
  const tabs = (a: string, b: string) => [
    { label: a, content: <p>{a}</p> },
    { label: b, content: <p>{b}</p> },
  ]
  const { rerender } = render(<Tabs tabs={tabs('History', 'Scheduled')} />)
  await user.click(screen.getByRole('tab', { name: 'Scheduled' }))
  rerender(<Tabs tabs={tabs('Historial', 'Programados')} />)
  expect(screen.getByRole('tab', { name: 'Programados' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'Programados' })).toHaveAttribute('aria-selected', 'true')
})

test('route tabs mark the current page', () => {
  render(
    <MemoryRouter initialEntries={['/faq']}>
      <NavTabs
        label="Your financing"
        tabs={[
          { label: 'Pending Offer', to: '/loan/offer/amount', active: false },
          { label: 'FAQ', to: '/faq', active: true },
        ]}
      />
    </MemoryRouter>,
  )
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('link', { name: 'Pending Offer' })).not.toHaveAttribute('aria-current', 'page')
})

test('alerts: errors interrupt, others are polite, static ones are not announced', () => {
  const { rerender } = render(<Alert tone="error" live title="Payment failed" />)
  expect(screen.getByRole('alert')).toHaveTextContent('Payment failed')
  rerender(<Alert tone="success" live title="Saved" />)
  expect(screen.getByRole('status')).toHaveTextContent('Saved')
  rerender(<Alert tone="info" title="Good to know" />)
  expect(screen.queryByRole('status')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('external links open safely in a new tab; mail links stay', () => {
  render(
    <>
      <ExternalLink href="https://partner.example/help">Help</ExternalLink>
      <ExternalLink href="mailto:a@b.example">Mail</ExternalLink>
    </>,
  )
  expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('rel', 'noopener noreferrer')
  expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_blank')
  expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('target')
})
