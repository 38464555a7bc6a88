import { render, screen } from '@testing-library/react'
import { BalanceChart } from './balance-chart'

test('the chart’s dates are page text, not SVG text that shrinks with the chart (12 px at every width)', () => {
  const { container } = render(
    <BalanceChart
      points={[
        { date: '2026-06-01', balance: 13440 },
        { date: '2026-08-01', balance: 9000 },
        { date: '2026-11-20', balance: 8100.25 },
      ]}
    />,
  )
  expect(container.querySelectorAll('svg text')).toHaveLength(0)
  const axis = container.querySelector('svg + div')!
  expect(axis).toHaveClass('text-xs')
  expect(axis).toHaveTextContent('06/01/202611/20/2026')
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Balance fell from $13,440.00 on 06/01/2026 to $8,100.25 on 11/20/2026, over 2 changes.',
  )
})
