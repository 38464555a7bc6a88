import { Spinner } from './spinner'

/** The full-screen loading indicator (spec §2): centred, announced once. */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      data-slot="full-screen-loader"
      className="flex min-h-dvh items-center justify-center text-primary embedded:min-h-64"
    >
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  )
}
