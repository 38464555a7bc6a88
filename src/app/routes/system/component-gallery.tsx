import { Trans } from '@lingui/react/macro'
import { ButtonsDemo, FeedbackDemo } from './gallery-buttons'
import { FormatsDemo, StepperDemo, TableDemo } from './gallery-data'
import { FormDemo, MenusDemo } from './gallery-forms'
import { CardTitle } from '@/components/ui/card'

/** Every kit component in the current partner's theme, so a partner can check its theme (issue 3). */
export function ComponentGallery() {
  return (
    <section aria-labelledby="gallery-title" className="mt-12">
      <CardTitle id="gallery-title" size="xl">
        <Trans>Component gallery</Trans>
      </CardTitle>
      <p className="mt-1 text-sm text-fg-muted">
        <Trans>Every building block of the app, in this partner’s colours, fonts and corner radii.</Trans>
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ButtonsDemo />
        <FeedbackDemo />
        <FormDemo />
        <MenusDemo />
        <StepperDemo />
        <FormatsDemo />
      </div>
      <div className="mt-6">
        <TableDemo />
      </div>
    </section>
  )
}
