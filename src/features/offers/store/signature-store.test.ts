// @vitest-environment jsdom
import { SESSION_STORE_KEYS } from '@/lib/session-store'
import type { KeptSignature } from './signature-store'

const KEY = SESSION_STORE_KEYS.disclosureSignatures

/** The signatures a new page (a reload) reads back from what sessionStorage keeps. */
async function reloadedWith(kept: string) {
  sessionStorage.setItem(KEY, kept)
  vi.resetModules()
  const { useKeptSignatures } = await import('./signature-store')
  return useKeptSignatures.getState()
}

const signature: KeptSignature = { termsId: 'terms_1', name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' }

test('a reload restores the kept signatures as they were kept', async () => {
  const kept = { signatures: [signature, { ...signature, termsId: 'terms_2' }] }
  expect(await reloadedWith(JSON.stringify(kept))).toEqual(kept)
  expect(sessionStorage.getItem(KEY)).toBe(JSON.stringify(kept))
})

test('kept signatures come back only if every one parses; otherwise all are dropped and removed', async () => {
  for (const broken of [
    JSON.stringify({ signatures: [signature, { ...signature, signedAt: 'yesterday' }] }),
    JSON.stringify({ signatures: [{ ...signature, name: null }] }),
    JSON.stringify({ signatures: signature }),
    JSON.stringify({}),
    'Ana Diaz',
  ]) {
    expect(await reloadedWith(broken)).toEqual({ signatures: [] })
    expect(sessionStorage.getItem(KEY)).toBeNull()
  }
})

test('a field of a kept signature that this build does not know is not read back', async () => {
  const older = { signatures: [{ ...signature, email: 'ana@example.com' }] }
  expect(await reloadedWith(JSON.stringify(older))).toEqual({ signatures: [signature] })
})
