import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { linkClass } from '@/components/ui/link'
import { formatDate, formatMoney } from '@/lib/format'
import type { BalancePoint } from '../model/servicing'

const W = 640
const H = 160
const PAD = { top: 12, right: 12, bottom: 4, left: 12 }

/**
 * The balance over time as a small line chart, with the same figures as a table for anyone who
 * can't see the chart (the chart itself is one image with a summary for screen readers).
 */
export function BalanceChart({ points }: { points: BalancePoint[] }) {
  const { t } = useLingui()
  const id = useId()
  if (points.length < 2) return null
  const times = points.map((p) => new Date(`${p.date}T00:00:00Z`).getTime())
  const t0 = times[0]!
  const span = Math.max(1, times.at(-1)! - t0)
  const max = Math.max(...points.map((p) => p.balance), 1)
  const x = (i: number) => PAD.left + ((times[i]! - t0) / span) * (W - PAD.left - PAD.right)
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom)
  // A step line: the balance holds until the next payment (SVG path data: M x y, then H x V y).
  const d = points.map((p, i) => (i === 0 ? `M${x(0)} ${y(p.balance)}` : `H${x(i)}V${y(p.balance)}`)).join('')
  const first = points[0]!
  const last = points.at(-1)!
  const from = formatMoney(first.balance)
  const fromDate = formatDate(first.date)
  const to = formatMoney(last.balance)
  const toDate = formatDate(last.date)
  const changes = points.length - 1
  const summary = t`${plural(changes, {
    one: `Balance fell from ${from} on ${fromDate} to ${to} on ${toDate}, over # change.`,
    other: `Balance fell from ${from} on ${fromDate} to ${to} on ${toDate}, over # changes.`,
  })}`
  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-base font-semibold text-fg">
        <Trans>Your balance over time</Trans>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary}
        className="mt-3 h-auto w-full text-primary"
      >
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          className="stroke-border"
        />
        <path d={`${d}V${H - PAD.bottom}H${x(0)}Z`} className="fill-primary-10" />
        <path d={d} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" />
      </svg>
      {/* The axis dates sit outside the SVG, so they stay 12 px however narrow the chart is drawn. */}
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-fg-muted tabular-nums">
        <span>{formatDate(first.date)}</span>
        <span>{formatDate(last.date)}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className={linkClass({ size: 'standalone' }, 'cursor-pointer')}>
          <Trans>Show these figures as a table</Trans>
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">
            <Trans>Balance after each change</Trans>
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 font-medium">
                <Trans>Date</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Balance</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date} className="border-b border-border last:border-0">
                <td className="py-2">{formatDate(p.date)}</td>
                <td className="py-2 text-right tabular-nums">{formatMoney(p.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
