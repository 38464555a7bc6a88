import { cva, type VariantProps } from 'class-variance-authority'
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

/**
 * The list (`part: 'list'`, the `<dl>`) and each item (`part: 'item'`) in each layout, and the space
 * each takes at each density: one table, as cva's compound variants.
 */
const layoutVariants = cva('', {
  variants: {
    part: { list: 'text-sm', item: '' },
    layout: { columns: '', rows: '', stacked: '' } satisfies Record<DescriptionLayout, string>,
    density: { compact: '', default: '', roomy: '' } satisfies Record<DescriptionDensity, string>,
  },
  compoundVariants: [
    { part: 'list', layout: 'columns', className: 'grid gap-x-6 sm:grid-cols-[max-content_1fr]' },
    { part: 'list', layout: 'columns', density: 'compact', className: 'gap-y-2' },
    { part: 'list', layout: 'columns', density: 'default', className: 'gap-y-3' },
    { part: 'list', layout: 'columns', density: 'roomy', className: 'gap-y-4' },
    { part: 'list', layout: 'rows', className: 'divide-y divide-border' },
    // In columns the item leaves the layout: its term and detail sit in the list's grid.
    { part: 'item', layout: 'columns', className: 'contents' },
    { part: 'item', layout: 'rows', className: 'flex items-baseline justify-between' },
    { part: 'item', layout: 'rows', density: 'compact', className: 'gap-4 py-1.5' },
    { part: 'item', layout: 'rows', density: 'default', className: 'gap-4 py-2' },
    { part: 'item', layout: 'rows', density: 'roomy', className: 'gap-6 py-3' },
    { part: 'item', layout: 'stacked', density: 'roomy', className: 'py-3' },
  ],
})

/** Each detail: placed by its layout, in its weight, figures of equal width when `numeric`. */
const detailVariants = cva('text-fg', {
  variants: {
    layout: { columns: '', rows: 'text-right', stacked: '' } satisfies Record<DescriptionLayout, string>,
    /** Medium, `normal` beside a heavier heading, `semibold` for a headline figure. */
    weight: { normal: 'font-normal', medium: 'font-medium', semibold: 'font-semibold' },
    numeric: { true: 'tabular-nums', false: '' },
  },
  defaultVariants: { weight: 'medium', numeric: false },
})

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
        className={cn(layoutVariants({ part: 'list', layout, density }), className)}
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
  weight?: VariantProps<typeof detailVariants>['weight']
  /** Classes for the item (its `<div>`); `className` and every other prop go to the `<dd>`. */
  itemClassName?: string
  termClassName?: string
}

/** One term (`<dt>`, muted) and its detail (`<dd>`, medium weight), in one `<div>`. */
export function DescriptionItem({
  term,
  children,
  layout,
  numeric,
  weight,
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
        cn(layoutVariants({ part: 'item', layout: shape, density: inherited.density }), itemClassName) ||
        undefined
      }
    >
      <dt className={cn('text-fg-muted', termClassName)}>{term}</dt>
      <dd className={cn(detailVariants({ layout: shape, weight, numeric }), className)} {...detail}>
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
