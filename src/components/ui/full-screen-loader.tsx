import { useLingui } from '@lingui/react/macro'
import { Spinner } from './spinner'

/** The full-screen loading indicator (spec §2): centred, announced once. */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useLingui()
  return (
    <div
      data-slot="full-screen-loader"
      className="flex min-h-dvh items-center justify-center text-primary embedded:min-h-64"
    >
      <Spinner label={label ?? t`Loading`} className="[&_svg]:size-8" />
    </div>
  )
}
