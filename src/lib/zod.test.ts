import { z } from './zod'

// The one door to zod configures it for the CSP (no `new Function` probe) before any schema exists.
test('zod is configured jitless by src/lib/zod.ts', () => {
  expect(z.config().jitless).toBe(true)
})
