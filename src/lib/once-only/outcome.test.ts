import fc from 'fast-check'
import { ApiError, apiErrorFromResponse } from '../api-error'
import { IN_PROGRESS_CODE, classifyFailure } from './outcome'

const contractBody = (status: number, code = 'SOME_CODE') => ({
  status,
  code,
  message: 'The server says no.',
})
/** The action's 409 codes that name a state change (as a feature passes them). */
const STATE_CHANGES = ['SOME_CODE']

test.each([
  [400, 'other'],
  [401, 'other'],
  [403, 'other'],
  [404, 'other'],
  [409, 'conflict'],
  [422, 'invalid'],
])('a %i with the contract’s error body is a clear refusal (%s)', (status, reason) => {
  expect(classifyFailure(apiErrorFromResponse(status, contractBody(status)), STATE_CHANGES)).toMatchObject({
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
  ['a 409 whose code names no state change', apiErrorFromResponse(409, contractBody(409, 'LOCKED'))],
  ['a 409: still in progress', apiErrorFromResponse(409, contractBody(409, IN_PROGRESS_CODE))],
  ['a 422 without a body', apiErrorFromResponse(422, null)],
  ['a locally refused call (the session had ended)', new ApiError({ kind: 'http', status: 401, code: 'X' })],
  ['something that is not an ApiError', new TypeError('boom')],
])('%s: outcome unknown', (_name, error) => {
  const outcome = classifyFailure(error, STATE_CHANGES)
  expect(outcome.kind).toBe('unknown')
  expect(outcome.error).toBeInstanceOf(ApiError)
})

test('409 IDEMPOTENCY_REQUEST_IN_PROGRESS is “still processing”, never a refusal, whatever the action’s codes', () => {
  const inProgress = apiErrorFromResponse(409, contractBody(409, IN_PROGRESS_CODE))
  for (const codes of [[], STATE_CHANGES])
    expect(classifyFailure(inProgress, codes)).toEqual({
      kind: 'unknown',
      inProgress: true,
      error: inProgress,
    })
  // Only that code says so: another unknown 409, a network error or a 500 is not "in progress".
  for (const error of [
    apiErrorFromResponse(409, contractBody(409, 'LOCKED')),
    apiErrorFromResponse(500, contractBody(500, IN_PROGRESS_CODE)),
    new ApiError({ kind: 'network' }),
  ])
    expect(classifyFailure(error, STATE_CHANGES)).toMatchObject({ kind: 'unknown', inProgress: false })
})

test('property: refused ⇔ a 4xx other than 408/429 that carried the contract’s error body (a 409: a state change’s code)', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constant(409)),
      fc.boolean(),
      fc.constantFrom('http', 'network', 'timeout', 'malformed', 'cancelled' as const),
      fc.constantFrom('SOME_CODE', 'OTHER_CODE', IN_PROGRESS_CODE),
      (status, withBody, kind, code) => {
        const error =
          kind === 'http'
            ? apiErrorFromResponse(status, withBody ? contractBody(status, code) : '<html></html>')
            : new ApiError({ kind, status })
        const refused =
          kind === 'http' &&
          withBody &&
          status >= 400 &&
          status < 500 &&
          status !== 408 &&
          status !== 429 &&
          (status !== 409 || STATE_CHANGES.includes(code))
        const outcome = classifyFailure(error, STATE_CHANGES)
        expect(outcome.kind).toBe(refused ? 'refused' : 'unknown')
        if (outcome.kind === 'refused')
          expect(outcome.reason).toBe(status === 409 ? 'conflict' : status === 422 ? 'invalid' : 'other')
      },
    ),
  )
})
