import * as v from 'valibot'
import { parseResponse } from './parse-response'

const schema = v.object({
  minAmount: v.number(),
  state: v.picklist(['OPEN', 'CLOSED']),
  email: v.pipe(v.string(), v.regex(/@/)),
  owners: v.array(v.object({ name: v.string() })),
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
  expect(parseResponse(schema, '<html>502</html>')).toEqual({ ok: false, issues: '(root): not Object' })
})

test('a well-formed answer is the parsed value, without fields the schema does not know', () => {
  expect(
    parseResponse(schema, { minAmount: 1, state: 'OPEN', email: 'a@b', owners: [], extra: true }),
  ).toEqual({
    ok: true,
    data: { minAmount: 1, state: 'OPEN', email: 'a@b', owners: [] },
  })
})
