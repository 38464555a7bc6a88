import { describe, expect, it } from 'vitest'
import { acceptanceSchema, signatureOf } from './acceptance'

describe('the acceptance schema', () => {
  it('signs with the name trimmed and one space between its words', () => {
    expect(signatureOf('  Ana \t  María   Ruiz ')).toBe('Ana María Ruiz')
    const parsed = acceptanceSchema(true).parse({ name: ' Ana   Ruiz ', agreed: true })
    expect(parsed).toEqual({ name: 'Ana Ruiz', agreed: true })
  })

  it('needs a first and a last name where a signature is required', () => {
    const result = acceptanceSchema(true).safeParse({ name: '  Ana  ', agreed: true })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path)).toEqual([['name']])
  })

  it('does not check the name where no signature is required', () => {
    expect(acceptanceSchema(false).safeParse({ name: '', agreed: true }).success).toBe(true)
  })

  it('needs the terms agreed to', () => {
    const result = acceptanceSchema(false).safeParse({ name: '', agreed: false })
    expect(result.error?.issues.map((i) => i.path)).toEqual([['agreed']])
  })
})
