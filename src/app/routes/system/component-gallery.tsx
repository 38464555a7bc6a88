import { Trans } from '@lingui/react/macro'
import { ButtonsDemo, FeedbackDemo } from './gallery-buttons'
import { FormatsDemo, StepperDemo, TableDemo } from './gallery-data'
import { FormDemo, MenusDemo } from './gallery-forms'

/** Every kit component in the current partner's theme, so a partner can check its theme (issue 3). */
export function ComponentGallery() {
  return (
    <section aria-labelledby="gallery-title" className="mt-12">
      <h2 id="gallery-title" className="text-xl font-semibold text-fg">
        <Trans>Component gallery</Trans>
      </h2>
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
