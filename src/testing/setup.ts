import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { sandbox, server } from './server'

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      if (request.url.startsWith('data:')) return // react-pdf's WASM loads from a data: URL
      print.error()
    },
  }),
)

beforeEach(() => {
  sandbox.reset()
  // A console.error is a bug: fail the test that caused it.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  server.resetHandlers()
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

afterAll(() => server.close())
