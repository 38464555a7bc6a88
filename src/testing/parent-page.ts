import { useSessionStore } from '@/features/session/store/session-store'
import { startEmbedding } from '@/lib/embed/parent-bridge'
import type { AppMessage } from '@/lib/embed/protocol'

/**
 * Pretends the app runs in a partner's iframe: the bridge starts against a stand-in window whose
 * parent records every message (with its target origin). Uses the test build's partner origins.
 */
export function listenAsParentPage(
  partnerOrigins: Record<string, string[]> = {
    partner_acme: ['https://pos.acme.example'],
    partner_bistro: ['https://bistro.example'],
  },
) {
  const received: { message: AppMessage; origin: string }[] = []
  const parent = {
    postMessage: (message: AppMessage, origin: string) => void received.push({ message, origin }),
  }
  const win = {
    parent,
    location: { pathname: '/' },
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as Window
  const stop = startEmbedding({
    partnerOrigins,
    getPartnerId: () => useSessionStore.getState().partnerId,
    onToken: () => {},
    content: document.body,
    signedIn: true,
    win,
  })
  return {
    /** Messages of one type, with the origin each was sent to. */
    of: (type: string) => received.filter((r) => r.message.type === type),
    stop,
  }
}
