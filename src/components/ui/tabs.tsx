import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'
import { tabClass } from './nav-tabs'

/** In-page tabs (Headless UI TabGroup): arrow keys move between tabs. */
export function Tabs({ tabs }: { tabs: { label: string; content: ReactNode }[] }) {
  return (
    <TabGroup data-slot="tabs">
      <TabList className="flex gap-6 border-b border-border">
        {tabs.map((t) => (
          <Tab key={t.label} className={({ selected }) => tabClass(selected)}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((t) => (
          <TabPanel key={t.label} className="outline-none focus-visible:ring-2 focus-visible:ring-primary-30">
            {t.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
