import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { tabClass } from './nav-tabs'

/**
 * In-page tabs (WAI-ARIA APG tabs, automatic activation): one tab stop; Left/Right move and show
 * (wrapping), Home/End go to the ends. Only the shown panel is mounted. Our own code rather than
 * Headless UI's: the loan summary shows it first, where Headless UI cost 8 kB (decision 0005).
 */
export function Tabs({ tabs }: { tabs: { label: string; content: ReactNode }[] }) {
  const base = useId()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const shown = Math.min(selected, tabs.length - 1)
  const tabId = (index: number) => `${base}-tab-${index}`
  const panelId = `${base}-panel`

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? shown === last
          ? 0
          : shown + 1
        : event.key === 'ArrowLeft'
          ? shown === 0
            ? last
            : shown - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    setSelected(target)
    buttons.current[target]?.focus()
  }

  if (tabs.length === 0) return null
  return (
    <div data-slot="tabs">
      <div role="tablist" aria-orientation="horizontal" className="flex gap-6 border-b border-border">
        {tabs.map((tab, index) => (
          <button
            // By place, not label: the labels change with the language, and focus must stay.
            key={index}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === shown}
            aria-controls={index === shown ? panelId : undefined}
            tabIndex={index === shown ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={tabClass(index === shown)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        // Each tab's content is its own: switching never hands one tab's state to the next.
        key={shown}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(shown)}
        tabIndex={0}
        className="mt-4 outline-none focus-visible:ring-2 focus-visible:ring-primary-30"
      >
        {tabs[shown]?.content}
      </div>
    </div>
  )
}
