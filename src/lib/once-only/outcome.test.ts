import fc from 'fast-check'
import { ApiError, apiErrorFromResponse } from '../api-error'
import { classifyFailure } from './outcome'

const contractBody = (status: number) => ({ status, code: 'SOME_CODE', message: 'The server says no.' })

test.each([
  [400, 'other'],
  [401, 'other'],
  [403, 'other'],
  [404, 'other'],
  [409, 'conflict'],
  [422, 'invalid'],
])('a %i with the contract’s error body is a clear refusal (%s)', (status, reason) => {
  expect(classifyFailure(apiErrorFromResponse(status, contractBody(status)))).toMatchObject({
    kind: 'refused',
    reason,
  })
})

test.each([
  ['a network error', new ApiError({ kind: 'network' })],
  ['a timeout', new ApiError({ kind: 'timeout' })],
  ['a 2xx that does not parse', new ApiError({ kind: 'malformed' })],
  ['a cancelled call', new ApiError({ kind: 'cancelled' })],
  ['a 500 with the error body', apiErrorFromResponse(500, contractBody(500))],
  ['a 502 HTML page', apiErrorFromResponse(502, null)],
  ['a 429 with the error body', apiErrorFromResponse(429, contractBody(429), '1')],
  ['a 408 with the error body', apiErrorFromResponse(408, contractBody(408))],
  ['a 409 from a proxy (no error body)', apiErrorFromResponse(409, '<html>Conflict</html>')],
  ['a 422 without a body', apiErrorFromResponse(422, null)],
  ['a locally refused call (the session had ended)', new ApiError({ kind: 'http', status: 401, code: 'X' })],
  ['something that is not an ApiError', new TypeError('boom')],
])('%s: outcome unknown', (_name, error) => {
  const outcome = classifyFailure(error)
  expect(outcome.kind).toBe('unknown')
  expect(outcome.error).toBeInstanceOf(ApiError)
})

test('property: refused ⇔ a 4xx other than 408/429 that carried the contract’s error body', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 100, max: 599 }),
      fc.boolean(),
      fc.constantFrom('http', 'network', 'timeout', 'malformed', 'cancelled' as const),
      (status, withBody, kind) => {
        const error =
          kind === 'http'
            ? apiErrorFromResponse(status, withBody ? contractBody(status) : '<html></html>')
            : new ApiError({ kind, status })
        const refused =
          kind === 'http' && withBody && status >= 400 && status < 500 && status !== 408 && status !== 429
        const outcome = classifyFailure(error)
        expect(outcome.kind).toBe(refused ? 'refused' : 'unknown')
        if (outcome.kind === 'refused')
          expect(outcome.reason).toBe(status === 409 ? 'conflict' : status === 422 ? 'invalid' : 'other')
      },
    ),
  )
})
