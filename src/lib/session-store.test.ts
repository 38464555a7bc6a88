// @vitest-environment jsdom
import {
  SESSION_STORE_KEYS,
  forgetSessionStores,
  memorySessionStore,
  sessionStore,
  sessionStoreSecrets,
} from './session-store'
import { z } from './zod'

afterEach(() => sessionStorage.clear())

test('forgetSessionStores empties every store: created ones in memory and storage, the others in storage', () => {
  sessionStorage.setItem(SESSION_STORE_KEYS.offerReview, JSON.stringify({ offerId: 'offer_1' }))
  const { useStore } = sessionStore<{ name: string }>({
    key: SESSION_STORE_KEYS.applicationDraft,
    empty: () => ({ name: '' }),
    schema: z.object({ name: z.string() }),
    secrets: (state) => (state.name ? [state.name] : []),
  })
  useStore.setState({ name: 'Ana Ruiz' })
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORE_KEYS.applicationDraft)!)).toEqual({
    name: 'Ana Ruiz',
  })
  expect(sessionStoreSecrets()).toContain('Ana Ruiz')

  forgetSessionStores()

  expect(useStore.getState()).toEqual({ name: '' })
  expect(sessionStoreSecrets()).not.toContain('Ana Ruiz')
  for (const key of Object.values(SESSION_STORE_KEYS)) expect(sessionStorage.getItem(key)).toBeNull()
})

test('a store restores what was kept, and starts empty from unreadable storage, which it removes', () => {
  const schema = z.object({ n: z.number() })
  const storeOf = () => sessionStore({ key: SESSION_STORE_KEYS.offerReview, empty: () => ({ n: 0 }), schema })
  sessionStorage.setItem(SESSION_STORE_KEYS.offerReview, JSON.stringify({ n: 7 }))
  expect(storeOf().useStore.getState()).toEqual({ n: 7 })
  for (const unreadable of ['{not json', JSON.stringify({ n: 'seven' }), 'null']) {
    sessionStorage.setItem(SESSION_STORE_KEYS.offerReview, unreadable)
    const broken = storeOf()
    expect(broken.useStore.getState()).toEqual({ n: 0 })
    expect(sessionStorage.getItem(SESSION_STORE_KEYS.offerReview)).toBeNull()
  }
})

test('a memory-only session store is emptied with the others, and keeps nothing in storage', () => {
  const { useStore } = memorySessionStore<{ errors: string[] }>(() => ({ errors: [] }))
  useStore.setState({ errors: ['Check the EIN.'] })
  expect(sessionStorage.length).toBe(0)
  forgetSessionStores()
  expect(useStore.getState()).toEqual({ errors: [] })
})
