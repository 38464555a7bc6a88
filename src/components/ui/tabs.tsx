import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'
import { headlessFocusRing } from './focus-ring'

/**
 * An in-page tab: the underlined tab bar's, the shown one underlined in primary. Its states are
 * Headless UI's `data-*` attributes: shown (`data-selected`), hovered, focused from the keyboard.
 */
const tabClass = [
  '-mb-px inline-flex h-11 min-w-11 items-center justify-center border-b-2 px-1 text-sm font-medium whitespace-nowrap',
  'border-transparent text-fg-muted data-hover:not-data-selected:border-border data-hover:not-data-selected:text-fg',
  'data-selected:border-primary data-selected:text-primary-d20',
  headlessFocusRing,
  'data-focus:rounded-sm',
].join(' ')

/**
 * In-page tabs, Headless UI's TabGroup (WAI-ARIA tabs, automatic activation): one tab stop;
 * Left/Right move and show (wrapping), Home/End go to the ends; Tab goes on to the shown panel.
 * Only the shown panel is mounted, so each tab's content is its own: switching never hands one
 * tab's state to the next.
 */
export function Tabs({ tabs }: { tabs: { label: string; content: ReactNode }[] }) {
  if (tabs.length === 0) return null
  return (
    <TabGroup data-slot="tabs">
      <TabList data-slot="tabs-list" className="flex gap-6 border-b border-border">
        {tabs.map((tab, index) => (
          // By place, not label: the labels change with the language, and focus must stay.
          <Tab key={index} data-slot="tabs-tab" className={tabClass}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels data-slot="tabs-panels" className="mt-4">
        {tabs.map((tab, index) => (
          <TabPanel
            key={index}
            data-slot="tabs-panel"
            className="outline-none data-focus:ring-2 data-focus:ring-primary-30"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
