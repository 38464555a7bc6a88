import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { chooseLocale } from '@/lib/i18n/runtime'
import { BalanceChart } from './balance-chart'

const points = [
  { date: '2026-06-01', balance: 13440 },
  { date: '2026-08-01', balance: 9000 },
  { date: '2026-11-20', balance: 8100.25 },
]

const renderChart = () =>
  render(
    <I18nProvider i18n={i18n}>
      <BalanceChart points={points} />
    </I18nProvider>,
  )

test('the chart’s dates are page text, not SVG text that shrinks with the chart (12 px at every width)', () => {
  const { container } = renderChart()
  expect(container.querySelectorAll('svg text')).toHaveLength(0)
  const axis = container.querySelector('svg + div')!
  expect(axis).toHaveClass('text-xs')
  expect(axis).toHaveTextContent('06/01/202611/20/2026')
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Balance fell from $13,440.00 on 06/01/2026 to $8,100.25 on 11/20/2026, over 2 changes.',
  )
})

test('in Spanish: the caption, the summary and the table speak Spanish; dates stay MM/dd/yyyy', async () => {
  await act(() => chooseLocale('es-US'))
  const { container } = renderChart()
  expect(screen.getByRole('figure', { name: 'Su saldo con el tiempo' })).toBeInTheDocument()
  expect(container.querySelector('svg + div')).toHaveTextContent('06/01/202611/20/2026')
  expect(screen.getByRole('img')).toHaveAccessibleName(
    /^El saldo bajó de .*13,440\.00.* el 06\/01\/2026 a .*8,100\.25.* el 11\/20\/2026, en 2 cambios\.$/,
  )
  expect(screen.getByText('Ver estas cifras en una tabla')).toBeInTheDocument()
  expect(screen.getByRole('columnheader', { name: 'Saldo' })).toBeInTheDocument()
})
