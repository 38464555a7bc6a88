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

const LayoutContext = createContext<DescriptionLayout>('columns')

/** Each layout's classes for the list, each item, and each detail. */
const LAYOUT: Record<DescriptionLayout, { listClass: string; itemClass: string; detailClass: string }> = {
  columns: {
    listClass: 'grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]',
    // The item leaves the layout: its term and detail sit in the list's grid.
    itemClass: 'contents',
    detailClass: '',
  },
  rows: {
    listClass: 'divide-y divide-border text-sm',
    itemClass: 'flex items-baseline justify-between gap-4 py-2',
    detailClass: 'text-right',
  },
  stacked: { listClass: 'text-sm', itemClass: '', detailClass: '' },
}

/** A `<dl>` of term and detail pairs (`DescriptionItem`s). */
export function DescriptionList({
  layout = 'columns',
  className,
  ...props
}: ComponentProps<'dl'> & { layout?: DescriptionLayout }) {
  return (
    <LayoutContext value={layout}>
      <dl data-slot="description-list" className={cn(LAYOUT[layout].listClass, className)} {...props} />
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
  itemClassName,
  termClassName,
  className,
  ...detail
}: DescriptionItemProps) {
  const inherited = useContext(LayoutContext)
  const shape = layout ?? inherited
  return (
    <div data-slot="description-item" className={cn(LAYOUT[shape].itemClass, itemClassName) || undefined}>
      <dt className={cn('text-fg-muted', termClassName)}>{term}</dt>
      <dd
        className={cn('font-medium text-fg', LAYOUT[shape].detailClass, numeric && 'tabular-nums', className)}
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
