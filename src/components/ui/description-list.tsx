import { type ComponentProps, type ReactNode, createContext, useContext } from 'react'
import { cn } from '@/lib/cn'

/**
 * How a list of figures is laid out:
 * - `columns`: terms in one column, details beside them (stacked under 640 px);
 * - `rows`: one line each, the detail at the end, lines divided;
 * - `stacked`: each detail right under its term (space between them is the caller's), the items
 *   placed by the list's own classes (a grid, a stack).
 */
export type DescriptionLayout = 'columns' | 'rows' | 'stacked'

/** The space between items: `compact` for a dense review, `roomy` for an offer's headline terms. */
export type DescriptionDensity = 'compact' | 'default' | 'roomy'

const LayoutContext = createContext<{ layout: DescriptionLayout; density: DescriptionDensity }>({
  layout: 'columns',
  density: 'default',
})

/** Each layout's classes for the list, each item, and each detail. */
const LAYOUT: Record<DescriptionLayout, { listClass: string; itemClass: string; detailClass: string }> = {
  columns: {
    listClass: 'grid gap-x-6 text-sm sm:grid-cols-[max-content_1fr]',
    // The item leaves the layout: its term and detail sit in the list's grid.
    itemClass: 'contents',
    detailClass: '',
  },
  rows: {
    listClass: 'divide-y divide-border text-sm',
    itemClass: 'flex items-baseline justify-between',
    detailClass: 'text-right',
  },
  stacked: { listClass: 'text-sm', itemClass: '', detailClass: '' },
}

/** Each layout's spacing at each density: between the list's rows, and inside each item. */
const SPACING: Record<
  DescriptionLayout,
  Record<DescriptionDensity, { listClass: string; itemClass: string }>
> = {
  columns: {
    compact: { listClass: 'gap-y-2', itemClass: '' },
    default: { listClass: 'gap-y-3', itemClass: '' },
    roomy: { listClass: 'gap-y-4', itemClass: '' },
  },
  rows: {
    compact: { listClass: '', itemClass: 'gap-4 py-1.5' },
    default: { listClass: '', itemClass: 'gap-4 py-2' },
    roomy: { listClass: '', itemClass: 'gap-6 py-3' },
  },
  stacked: {
    compact: { listClass: '', itemClass: '' },
    default: { listClass: '', itemClass: '' },
    roomy: { listClass: '', itemClass: 'py-3' },
  },
}

/** The detail's weight: medium, `normal` beside a heavier heading, `semibold` for a headline figure. */
const WEIGHT = { normal: 'font-normal', medium: 'font-medium', semibold: 'font-semibold' } as const

/** A `<dl>` of term and detail pairs (`DescriptionItem`s). */
export function DescriptionList({
  layout = 'columns',
  density = 'default',
  className,
  ...props
}: ComponentProps<'dl'> & { layout?: DescriptionLayout; density?: DescriptionDensity }) {
  return (
    <LayoutContext value={{ layout, density }}>
      <dl
        data-slot="description-list"
        className={cn(LAYOUT[layout].listClass, SPACING[layout][density].listClass, className)}
        {...props}
      />
    </LayoutContext>
  )
}

interface DescriptionItemProps extends Omit<ComponentProps<'dd'>, 'children'> {
  term: ReactNode
  /** The detail. */
  children: ReactNode
  /** This item's own layout, when it differs from the list's (a long detail under its term). */
  layout?: DescriptionLayout
  /** Figures: digits of equal width, so amounts line up. */
  numeric?: boolean
  /** The detail's weight (medium unless told). */
  weight?: keyof typeof WEIGHT
  /** Classes for the item (its `<div>`); `className` and every other prop go to the `<dd>`. */
  itemClassName?: string
  termClassName?: string
}

/** One term (`<dt>`, muted) and its detail (`<dd>`, medium weight), in one `<div>`. */
export function DescriptionItem({
  term,
  children,
  layout,
  numeric = false,
  weight = 'medium',
  itemClassName,
  termClassName,
  className,
  ...detail
}: DescriptionItemProps) {
  const inherited = useContext(LayoutContext)
  const shape = layout ?? inherited.layout
  return (
    <div
      data-slot="description-item"
      className={
        cn(LAYOUT[shape].itemClass, SPACING[shape][inherited.density].itemClass, itemClassName) || undefined
      }
    >
      <dt className={cn('text-fg-muted', termClassName)}>{term}</dt>
      <dd
        className={cn(
          WEIGHT[weight],
          'text-fg',
          LAYOUT[shape].detailClass,
          numeric && 'tabular-nums',
          className,
        )}
        {...detail}
      >
        {children}
      </dd>
    </div>
  )
}

/** One `DescriptionItem` for each [term, detail] pair, all alike (`props` go to every item). */
export function DescriptionItems({
  items,
  ...props
}: Omit<DescriptionItemProps, 'term' | 'children'> & { items: readonly (readonly [string, ReactNode])[] }) {
  return items.map(([term, detail]) => (
    <DescriptionItem key={term} term={term} {...props}>
      {detail}
    </DescriptionItem>
  ))
}
