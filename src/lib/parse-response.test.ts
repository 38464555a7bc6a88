import { parseResponse } from './parse-response'
import { z } from './zod'

const schema = z.object({
  minAmount: z.number(),
  state: z.enum(['OPEN', 'CLOSED']),
  email: z.string().check(z.regex(/@/)),
  owners: z.array(z.object({ name: z.string() })),
})

test('a malformed answer is described by field and problem, never by value', () => {
  const result = parseResponse(schema, {
    state: 'SECRET-STATE',
    email: 'ana.diaz.example.com',
    owners: [{ name: 123456789 }],
  })
  expect(result).toEqual({
    ok: false,
    issues: 'minAmount: missing; state: not ("OPEN" | "CLOSED"); email: regex; owners.0.name: not string',
  })
  if (!result.ok) {
    for (const value of ['SECRET-STATE', 'ana.diaz', '123456789']) expect(result.issues).not.toContain(value)
  }
})

test('a whole body of the wrong kind is described at the root', () => {
  expect(parseResponse(schema, '<html>502</html>')).toEqual({ ok: false, issues: '(root): not object' })
})

test('a well-formed answer is the parsed value, without fields the schema does not know', () => {
  expect(
    parseResponse(schema, { minAmount: 1, state: 'OPEN', email: 'a@b', owners: [], extra: true }),
  ).toEqual({
    ok: true,
    data: { minAmount: 1, state: 'OPEN', email: 'a@b', owners: [] },
  })
})

test('a rule on the whole answer is logged on its field in its own words; an unknown kind by the kinds expected', () => {
  const range = z.object({ min: z.number(), max: z.number() }).check(
    z.superRefine((r, ctx) => {
      if (r.min > r.max) ctx.addIssue({ code: 'custom', message: 'min exceeds max', path: ['min'] })
    }),
  )
  expect(parseResponse(range, { min: 9000, max: 10 })).toEqual({ ok: false, issues: 'min: min exceeds max' })
  const kinds = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('FLEX') }),
    z.object({ kind: z.literal('FIXED') }),
  ])
  expect(parseResponse(z.object({ terms: kinds }), { terms: { kind: 'SECRET-KIND' } })).toEqual({
    ok: false,
    issues: 'terms.kind: not ("FLEX" | "FIXED")',
  })
})
