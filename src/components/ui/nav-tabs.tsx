import { cva } from 'class-variance-authority'
import { NavLink } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

/**
 * The customer area's tabs. On a phone they wrap, as pills, so every tab stays in sight whatever
 * their number and language (five tabs, or Spanish names, are wider than 320 px); from `sm` they
 * are the underlined tab bar.
 */
const navTabVariants = cva(
  [
    'inline-flex h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
    'sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-1',
    focusRing,
    'sm:focus-visible:rounded-sm',
  ],
  {
    variants: {
      active: {
        true: 'border-primary bg-primary-10 text-primary-d20 sm:bg-transparent',
        false: 'border-border text-fg-muted hover:text-fg sm:border-transparent sm:hover:border-border',
      },
    },
  },
)

export interface NavTab {
  label: string
  to: string
  /** Active by a rule of its own (the Pending Offer tab), instead of by URL. */
  active?: boolean
}

/** Route tabs (the customer area): links, with the current one marked `aria-current="page"`. */
export function NavTabs({ tabs, label }: { tabs: NavTab[]; label: string }) {
  return (
    <nav aria-label={label} data-slot="nav-tabs" className="sm:border-b sm:border-border">
      <ul className="flex flex-wrap gap-2 sm:-mb-px sm:flex-nowrap sm:gap-6 sm:overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to}
              className={({ isActive }) => cn(navTabVariants({ active: tab.active ?? isActive }))}
              aria-current={tab.active === undefined ? undefined : tab.active ? 'page' : false}
              end
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
