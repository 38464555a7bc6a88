import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { buttonVariants } from './button'
import { ChevronDownIcon } from './icons'

const menuItemVariants = cva(
  'block w-full rounded-menu-inner px-3 py-2 text-left text-sm data-disabled:opacity-50 data-focus:bg-primary-10',
  {
    variants: {
      tone: {
        default: 'text-fg',
        /** An action that deletes or ends something. */
        danger: 'text-error-d20',
      },
    },
    defaultVariants: { tone: 'default' },
  },
)

export interface MenuAction extends VariantProps<typeof menuItemVariants> {
  label: string
  onSelect: () => void
  disabled?: boolean
}

/** A menu of actions (Headless UI Menu: arrow keys, Enter, Escape, type-ahead). */
export function DropdownMenu({
  label,
  actions,
  align = 'end',
}: {
  label: ReactNode
  actions: (MenuAction | 'separator')[]
  align?: 'start' | 'end'
}) {
  return (
    <Menu>
      <MenuButton data-slot="dropdown-menu" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {label}
        <ChevronDownIcon />
      </MenuButton>
      <MenuItems
        anchor={{ to: `bottom ${align}`, gap: 4 }}
        className="z-50 min-w-44 rounded-menu border border-border bg-surface p-1 shadow-lg outline-none"
      >
        {actions.map((action, index) =>
          action === 'separator' ? (
            <MenuSeparator key={`sep-${index}`} className="my-1 h-px bg-border" />
          ) : (
            <MenuItem key={action.label} disabled={action.disabled}>
              <button
                type="button"
                onClick={action.onSelect}
                className={cn(menuItemVariants({ tone: action.tone }))}
              >
                {action.label}
              </button>
            </MenuItem>
          ),
        )}
      </MenuItems>
    </Menu>
  )
}
