import fc from 'fast-check'
import { REDACTED, scrubEvent, scrubText, scrubUrl } from './scrub'

const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaG9wSWQiOiJzaG9wXzEyMyIsImV4cCI6MTc5MzAwMDAwMH0.c2FuZGJveA'
const SHOP = 'shop_new-merchant'

describe('scrubUrl', () => {
  test.each([
    [
      `https://app.example/?token=${TOKEN}&shopId=${SHOP}`,
      'https://app.example/?token=[redacted]&shopId=[redacted]',
    ],
    [
      `https://app.example/loan/status?hideTabs=true&token=abc123`,
      'https://app.example/loan/status?hideTabs=true&token=[redacted]',
    ],
    [`https://api.example/v2/shops/${SHOP}/loans`, 'https://api.example/v2/shops/[redacted]/loans'],
    [
      `https://api.example/v2/shops/${encodeURIComponent('shop with space')}/loans`,
      'https://api.example/v2/shops/[redacted]/loans',
    ],
    ['https://files.example/contract?r=7f3a9c&sig=1', 'https://files.example/contract?r=[redacted]&sig=1'],
    ['https://api.example/v2/loans/loan_1/payments', 'https://api.example/v2/loans/loan_1/payments'],
    ['https://app.example/application/business-info', 'https://app.example/application/business-info'],
  ])('%s', (url, expected) => {
    expect(scrubUrl(url, [TOKEN, SHOP, 'shop with space'])).toBe(expected)
  })

  test('a JWT anywhere goes even when it is not the current token', () => {
    expect(scrubUrl(`https://x.example/#/cb/${TOKEN}`)).toBe(`https://x.example/#/cb/${REDACTED}`)
  })
})

describe('scrubText', () => {
  test.each([
    ['Invalid EIN 12-3456789 for shop', 'Invalid EIN [redacted] for shop'],
    ['SSN 123-45-6789 rejected', 'SSN [redacted] rejected'],
    ['account 000123456789 and routing 021000021', 'account [redacted] and routing [redacted]'],
    ['card 4111 1111 1111 1111', 'card [redacted]'],
    ['Amount 12500.50 for 12 months', 'Amount 12500.50 for 12 months'],
    ['Born 1984-02-29', 'Born 1984-02-29'],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected)
  })

  test('short or empty secrets erase nothing', () => {
    expect(scrubText('a b c', ['', null, undefined, 'a'])).toBe('a b c')
  })
})

test('scrubEvent cleans every string of a RUM event, at any depth', () => {
  const event = {
    type: 'error',
    view: { url: `https://app.example/?token=${TOKEN}`, referrer: `https://partner.example/?shopId=${SHOP}` },
    resource: { url: `https://api.example/v2/shops/${SHOP}/loans` },
    error: {
      message: `Request failed for ${TOKEN}`,
      stack: `at fetch (https://api.example/v2/shops/${SHOP})`,
    },
    action: { target: { name: 'Pay 021000021' } },
    context: { list: [`token=${TOKEN}`] },
    date: 1,
  }
  const out = JSON.stringify(scrubEvent(event, [TOKEN, SHOP]))
  expect(out).not.toContain(TOKEN)
  expect(out).not.toContain(SHOP)
  expect(out).not.toContain('021000021')
  expect(event.date).toBe(1)
})

test('property: a token or shop id never survives, wherever it sits in a URL', () => {
  const id = fc.stringMatching(/^[A-Za-z0-9_-]{6,40}$/)
  fc.assert(
    fc.property(id, id, fc.webPath(), fc.webQueryParameters(), (token, shopId, path, query) => {
      const url = `https://app.example${path}/${shopId}?${query}&token=${token}&x=${token}`
      const out = scrubUrl(url, [token, shopId])
      expect(out).not.toContain(token)
      expect(out.includes(shopId)).toBe(false)
    }),
    { numRuns: 500 },
  )
})

test('property: 9 to 17 digit numbers (tax ids, accounts) never survive in messages', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[0-9]{9,17}$/), fc.string(), (digits, noise) => {
      expect(scrubText(`${noise.replace(/[0-9]/g, '')} value ${digits} end`)).not.toContain(digits)
    }),
    { numRuns: 500 },
  )
})
