import { FullScreenLoader } from '@/components/ui/full-screen-loader'

/**
 * `/` only redirects: its loader applies the home rules (spec §2) once the shell's data has loaded
 * (`loaders.ts`). Until it can (the session not known yet: a hand-over, a login token being
 * exchanged), the loader shows; the shell shows no footer here, so none flashes up the page.
 */
export function HomeRoute() {
  return <FullScreenLoader />
}
