import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { conflictingClasses } from '@/testing/class-conflicts'
import { Button, buttonVariants } from './button'
import { Card, CardTitle } from './card'
import {
  type DescriptionDensity,
  DescriptionItem,
  type DescriptionLayout,
  DescriptionList,
} from './description-list'
import { ExternalLink } from './link'
import { LoadingRow } from './loading-row'
import { NavTabs } from './nav-tabs'
import { Tabs } from './tabs'

// `cn` joins and never merges (src/lib/cn.ts): every variant a caller can pick must leave each
// property to one utility. Rendering goes through the tests' checked `cn`, which throws on a conflict.

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const
const sizes = ['sm', 'md', 'lg', 'icon'] as const

test.each(
  variants.flatMap((variant) =>
    sizes.flatMap((size) => [true, false].map((block) => [variant, size, block] as const)),
  ),
)(
  'button %s, size %s, block %s: one utility per property, and a box has a height and corners',
  (variant, size, block) => {
    const classes = buttonVariants({ variant, size, block })
    expect(conflictingClasses(classes)).toEqual([])
    if (variant !== 'link') {
      expect(classes).toMatch(/(^| )(h-\d+|size-\d+)( |$)/)
      expect(classes).toMatch(/(^| )rounded-button/)
    }
    render(<Button {...{ variant, size, block }}>Go</Button>)
  },
)

test('a card pads by its padding prop, and a caller adds what is not padding', () => {
  const { container } = render(
    <>
      <Card>default</Card>
      <Card padding="compact" className="mt-4">
        compact
      </Card>
      <Card padding="document">document</Card>
      <Card padding="none" className="divide-y">
        none
      </Card>
    </>,
  )
  const [plain, compact, document, none] = container.querySelectorAll('[data-slot="card"]')
  expect(plain).toHaveClass('p-5', 'sm:p-6')
  expect(compact).toHaveClass('p-4', 'sm:p-5', 'mt-4')
  expect(document).toHaveClass('px-3', 'py-5', 'sm:p-6')
  expect(none?.className).not.toMatch(/(^| )(sm:)?p[xy]?-/)
})

test('a card title is a heading at its level, sized by its size, and a caller adds a margin', () => {
  const { container } = render(
    <>
      <CardTitle>Your contract</CardTitle>
      <CardTitle size="lg" className="mb-3">
        Past loan
      </CardTitle>
      <CardTitle size="xl">Gallery</CardTitle>
      <CardTitle level={3} size="label" id="buttons">
        Buttons
      </CardTitle>
    </>,
  )
  const [md, lg, xl, label] = container.querySelectorAll('[data-slot="card-title"]')
  expect([md, lg, xl, label].map((title) => title?.tagName)).toEqual(['H2', 'H2', 'H2', 'H3'])
  expect(md).toHaveClass('text-base', 'font-semibold', 'text-fg')
  expect(lg).toHaveClass('text-lg', 'mb-3')
  expect(xl).toHaveClass('text-xl')
  expect(label).toHaveClass('text-sm', 'uppercase', 'text-fg-muted')
  expect(label).not.toHaveClass('text-fg')
  expect(label).toHaveAttribute('id', 'buttons')
})

test('a loading row is muted, or strong where the wait is the news', () => {
  const { container } = render(
    <>
      <LoadingRow>muted</LoadingRow>
      <LoadingRow tone="strong" className="mt-4">
        strong
      </LoadingRow>
    </>,
  )
  const [muted, strong] = container.querySelectorAll('[data-slot="loading-row"]')
  expect(muted).toHaveClass('text-fg-muted')
  expect(strong).toHaveClass('text-fg', 'mt-4')
  expect(strong).not.toHaveClass('text-fg-muted')
})

const layouts: DescriptionLayout[] = ['columns', 'rows', 'stacked']
const densities: DescriptionDensity[] = ['compact', 'default', 'roomy']
const weights = ['normal', 'medium', 'semibold'] as const

test.each(layouts.flatMap((layout) => densities.map((density) => [layout, density] as const)))(
  'description list %s, %s: every item layout and weight renders with one utility per property',
  (layout, density) => {
    const { container } = render(
      <DescriptionList layout={layout} density={density} className="mt-3">
        {layouts.flatMap((itemLayout) =>
          weights.map((weight) => (
            <DescriptionItem
              key={`${itemLayout}-${weight}`}
              term="Term"
              layout={itemLayout}
              weight={weight}
              numeric
              className="mt-1 text-base"
            >
              Detail
            </DescriptionItem>
          )),
        )}
      </DescriptionList>,
    )
    const details = container.querySelectorAll('dd')
    expect(details).toHaveLength(layouts.length * weights.length)
    expect(details[0]).toHaveClass('font-normal')
    expect(details[1]).toHaveClass('font-medium')
    expect(details[2]).toHaveClass('font-semibold')
  },
)

const linkVariants = ['default', 'footer'] as const
const linkSizes = ['inline', 'standalone', 'compact'] as const

test.each(linkVariants.flatMap((variant) => linkSizes.map((size) => [variant, size] as const)))(
  'link %s, size %s: one utility per property, in its colour',
  (variant, size) => {
    const { container } = render(
      <ExternalLink href="mailto:a@b.example" variant={variant} size={size} className="mt-2">
        a@b.example
      </ExternalLink>,
    )
    const link = container.querySelector('a')
    expect(link).toHaveClass(variant === 'footer' ? 'text-primary' : 'text-primary-d10', 'underline', 'mt-2')
    expect(conflictingClasses(link?.className ?? '')).toEqual([])
  },
)

test('a tab is underlined in primary when shown, muted otherwise, with no class overriding another', () => {
  // The in-page tabs style their states by Headless UI's attributes: the shown one is `data-selected`.
  const tabs = render(
    <Tabs
      tabs={[
        { label: 'History', content: 'Paid' },
        { label: 'Scheduled', content: 'Due' },
      ]}
    />,
  )
  const selected = tabs.getByRole('tab', { name: 'History' })
  const unselected = tabs.getByRole('tab', { name: 'Scheduled' })
  expect(selected).toHaveAttribute('data-selected')
  expect(selected).toHaveClass('data-selected:border-primary', 'data-selected:text-primary-d20')
  expect(unselected).not.toHaveAttribute('data-selected')
  expect(unselected).toHaveClass('border-transparent', 'text-fg-muted')
  for (const tab of [selected, unselected]) expect(conflictingClasses(tab.className)).toEqual([])
  tabs.unmount()
  const { container } = render(
    <MemoryRouter initialEntries={['/loan']}>
      <NavTabs
        label="Your loan"
        tabs={[
          { label: 'Summary', to: '/loan' },
          { label: 'Past loans', to: '/past-loans' },
        ]}
      />
    </MemoryRouter>,
  )
  const [shown, other] = container.querySelectorAll('a')
  expect(shown).toHaveClass('bg-primary-10')
  expect(other).toHaveClass('border-border', 'text-fg-muted')
  expect(other).not.toHaveClass('bg-primary-10')
})
