import { type ReactNode, useId } from 'react'
import { Card } from '@/components/ui/card'

/** One card of the component gallery: a titled group. */
export function Demo({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card aria-labelledby={id} role="group">
      <h3 id={id} className="mb-4 text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </h3>
      {children}
    </Card>
  )
}
