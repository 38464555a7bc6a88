import { NavLink } from 'react-router-dom'
import { clsx } from 'clsx'

// clsx, not cn: the tab bar is on the first page and takes no conflicting overrides.
export const tabClass = (active: boolean) =>
  clsx(
    '-mb-px inline-flex h-11 min-w-11 items-center justify-center border-b-2 px-1 text-sm font-medium whitespace-nowrap outline-none',
    'focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    active
      ? 'border-primary text-primary-d20'
      : 'border-transparent text-fg-muted hover:border-border hover:text-fg',
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
    <nav aria-label={label} data-slot="nav-tabs" className="border-b border-border">
      <ul className="-mb-px flex gap-4 overflow-x-auto sm:gap-6">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to}
              className={({ isActive }) => tabClass(tab.active ?? isActive)}
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
