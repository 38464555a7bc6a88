import fc from 'fast-check'
import { act } from 'react'
import { chooseLocale } from '@/lib/i18n/runtime'
import { apiErrorFromResponse, isErrorBody } from './api-error'
import { z } from './zod'

/** The guard's rules as a schema (a schema would bring zod to the first page): same acceptance. */
const text = z.string().check(z.minLength(1))
const errorBodySchema = z.object({
  status: z.int(),
  code: text,
  message: text,
  fieldErrors: z.optional(z.array(z.object({ field: text, message: text }))),
})

const BODY = { status: 422, code: 'VALIDATION_FAILED', message: 'Check the form.' }

describe('the contract error body guard', () => {
  test.each([
    ['the three fields', BODY],
    ['field errors', { ...BODY, fieldErrors: [{ field: 'merchant.taxId', message: 'Bad EIN.' }] }],
    ['no field errors', { ...BODY, fieldErrors: [] }],
    ['fieldErrors: undefined', { ...BODY, fieldErrors: undefined }],
    ['extra fields, anywhere', { ...BODY, traceId: 't', fieldErrors: [{ field: 'a', message: 'b', x: 1 }] }],
    ['a negative or zero status', { ...BODY, status: 0 }],
    ['blank-looking but non-empty texts', { ...BODY, code: ' ', message: ' ' }],
  ])('accepts %s', (_name, body) => {
    expect(isErrorBody(body)).toBe(true)
  })

  test.each([
    ['null', null],
    ['a string', 'Bad Gateway'],
    ['an array', [BODY]],
    ['no status', { code: 'X', message: 'Y' }],
    ['a status as text', { ...BODY, status: '422' }],
    ['a fractional status', { ...BODY, status: 422.5 }],
    ['NaN', { ...BODY, status: Number.NaN }],
    ['Infinity', { ...BODY, status: Number.POSITIVE_INFINITY }],
    ['an unsafe integer', { ...BODY, status: 2 ** 53 }],
    ['an empty code', { ...BODY, code: '' }],
    ['an empty message', { ...BODY, message: '' }],
    ['a missing message', { status: 422, code: 'X' }],
    ['fieldErrors: null', { ...BODY, fieldErrors: null }],
    ['fieldErrors as an object', { ...BODY, fieldErrors: { field: 'a', message: 'b' } }],
    ['a field error without a message', { ...BODY, fieldErrors: [{ field: 'a' }] }],
    ['a field error with an empty field', { ...BODY, fieldErrors: [{ field: '', message: 'b' }] }],
    ['a field error that is a string', { ...BODY, fieldErrors: ['a: b'] }],
  ])('refuses %s', (_name, body) => {
    expect(isErrorBody(body)).toBe(false)
  })

  test('property: accepts exactly what the schema accepts', () => {
    const maybeText = fc.oneof(fc.constant(''), fc.string(), fc.integer(), fc.constant(null))
    const maybeInt = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(2 ** 53, -(2 ** 53), Number.NaN, 1e300),
      fc.string(),
      fc.constant(null),
    )
    const fieldError = fc.oneof(
      fc.record({ field: maybeText, message: maybeText }, { requiredKeys: [] }),
      fc.anything(),
    )
    const body = fc.oneof(
      fc.record(
        {
          status: maybeInt,
          code: maybeText,
          message: maybeText,
          fieldErrors: fc.oneof(
            fc.array(fieldError, { maxLength: 3 }),
            fc.constant(undefined),
            fc.anything(),
          ),
          extra: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    )
    fc.assert(
      fc.property(body, (value) => {
        expect(isErrorBody(value)).toBe(z.safeParse(errorBodySchema, value).success)
      }),
      { numRuns: 2000 },
    )
  })
})

test('an error body becomes the error; each field error keeps only field and message', () => {
  const error = apiErrorFromResponse(
    422,
    { ...BODY, fieldErrors: [{ field: 'merchant.taxId', message: 'Bad EIN.', raw: '123456789' }] },
    '2',
  )
  expect(error).toMatchObject({
    kind: 'http',
    status: 422,
    code: 'VALIDATION_FAILED',
    message: 'Check the form.',
    hasErrorBody: true,
    retryAfterMs: 2000,
  })
  expect(error.fieldErrors).toEqual([{ field: 'merchant.taxId', message: 'Bad EIN.' }])
})

test('anything else gets the message for its status, and no error body', () => {
  const error = apiErrorFromResponse(503, { ...BODY, code: '' })
  expect(error).toMatchObject({ kind: 'http', status: 503, code: 'HTTP_503', hasErrorBody: false })
  expect(error.message).toMatch(/having trouble/)
  expect(error.fieldErrors).toEqual([])
})

test('our own words follow the language on screen, even after the error; the server’s are English only', async () => {
  const ours = apiErrorFromResponse(503, null)
  const theirs = apiErrorFromResponse(422, BODY)
  expect(ours.message).toMatch(/having trouble/)
  await act(() => chooseLocale('es-US'))
  expect(ours.message).toBe('Nuestro servicio tiene problemas ahora mismo. Intente de nuevo en un momento.')
  expect(apiErrorFromResponse(401, null).message).toBe(
    'Su sesión terminó. Vuelva a abrir Credit Connect desde su panel.',
  )
  // The API speaks English: in Spanish its own words give way to ours for the status.
  expect(theirs.message).toBe('No pudimos aceptar esto. Revise lo que ingresó e intente de nuevo.')
  await act(() => chooseLocale('en-US'))
  expect(ours.message).toMatch(/having trouble/)
  expect(theirs.message).toBe('Check the form.')
})
