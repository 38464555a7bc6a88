import { type ReactNode, useId } from 'react'
import { Card, CardTitle } from '@/components/ui/card'

/** One card of the component gallery: a titled group. */
export function Demo({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card aria-labelledby={id} role="group">
      <CardTitle level={3} id={id} size="label" className="mb-4">
        {title}
      </CardTitle>
      {children}
    </Card>
  )
}
