import { retryLocale } from '@/lib/i18n/runtime'

/**
 * The one screen drawn without a catalogue: the first language's messages could not be loaded (a
 * dropped connection at start-up). It says so in both languages and offers "Try again", which
 * resolves once the catalogue has arrived; nothing the merchant did is lost (start.tsx waits).
 */
export function untilLocaleLoaded(root: HTMLElement, loading: Promise<void>): Promise<void> {
  return loading.catch(
    () =>
      new Promise<void>((resolve) => {
        const panel = document.createElement('div')
        panel.setAttribute('role', 'alert')
        panel.className = 'locale-failure'
        // Both languages on purpose: without a catalogue, the one screen that cannot use it.
        /* eslint-disable lingui/no-unlocalized-strings -- drawn when the catalogue could not load: the
           copy cannot come from it, so it is written here in both languages (decision 0017) */
        const lines = [
          ['en-US', 'We couldn’t load this page. Check your connection and try again.'],
          ['es-US', 'No pudimos cargar esta página. Revise su conexión e intente de nuevo.'],
        ] as const
        const retryLabel = 'Try again · Intentar de nuevo'
        /* eslint-enable lingui/no-unlocalized-strings */
        for (const [lang, line] of lines) {
          const p = document.createElement('p')
          // Each line in its own language, so a screen reader speaks it with the right voice.
          p.lang = lang
          p.textContent = line
          panel.append(p)
        }
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = retryLabel
        button.addEventListener('click', () => {
          button.disabled = true
          retryLocale().then(
            () => resolve(),
            () => {
              button.disabled = false
            },
          )
        })
        panel.append(button)
        root.replaceChildren(panel)
      }),
  )
}
