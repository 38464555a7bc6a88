import { cva } from 'class-variance-authority'
import { cn } from '@/lib/cn'

// The kit's icons: decorative (aria-hidden), drawn in currentColor; the control beside them carries
// the name. `className` is the size and any other classes (`size-4` unless told).

/** The ✕ used by close, dismiss and remove buttons. */
export function CloseIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  )
}

const line = {
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** The ⌄ of a menu, a list or a question that opens. Its line stays 1.5 px at every size. */
export function ChevronDownIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 6l4 4 4-4" strokeWidth="1.5" vectorEffect="non-scaling-stroke" {...line} />
    </svg>
  )
}

/** The ✓ of a chosen option or a finished step. */
export function CheckIcon({
  className = 'size-4',
  strokeWidth = 1.75,
}: {
  className?: string
  strokeWidth?: number
}) {
  return (
    <svg className={className} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3.5 8.5l3 3 6-7" strokeWidth={strokeWidth} {...line} />
    </svg>
  )
}

const SORT_ARROWS = [
  { d: 'M3 4.5L6 1.5l3 3', dimmedWhen: 'desc' },
  { d: 'M3 7.5l3 3 3-3', dimmedWhen: 'asc' },
] as const

/** The sort arrows: muted while the column is unsorted. */
const sortIconVariants = cva('size-3.5', {
  variants: { sorted: { true: 'text-fg', false: 'text-fg-muted opacity-60' } },
})

/** A column's sort order: both arrows when unsorted, the other one dimmed when sorted. */
export function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      className={cn(sortIconVariants({ sorted: direction !== false }))}
      viewBox="0 0 12 12"
      fill="none"
      aria-hidden="true"
    >
      {SORT_ARROWS.map(({ d, dimmedWhen }) => (
        <path key={d} d={d} strokeWidth="1.3" opacity={direction === dimmedWhen ? 0.3 : 1} {...line} />
      ))}
    </svg>
  )
}
