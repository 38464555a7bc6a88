import type { Page } from '@playwright/test'
import { API_BASE, atWidths, expect, postedKeys, test } from './fixtures'

/** PREPAY payments on the scenario's loan, read from the sandbox API as the app would. */
async function prepayments(page: Page): Promise<number> {
  return page.evaluate(async (api) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` }
    const shop = localStorage.getItem('shopId')
    const state = (await fetch(`${api}/v2/originations/${shop}/state`, { headers }).then((r) =>
      r.json(),
    )) as {
      loanId: string
    }
    const payments = (await fetch(`${api}/v2/loans/${state.loanId}/payments`, { headers }).then((r) =>
      r.json(),
    )) as { type: string }[]
    return payments.filter((p) => p.type === 'PREPAY').length
  }, API_BASE)
}

/**
 * Issue 14: a one-time payment whose answer comes back unreadable after the server took it is
 * taken once, and the merchant is told the truth: we check, then it is received.
 */
atWidths(() => {
  test('a payment whose answer is unreadable is taken once and reported as received', async ({
    page,
    launch,
  }) => {
    const keys = postedKeys(page, (url) => url.includes('/payments/one-time'))
    await launch('loan-flex-normal')
    await expect(page.getByRole('button', { name: 'Review payment' })).toBeVisible()
    const before = await prepayments(page)
    // The sandbox takes the payment, then answers a 2xx whose JSON is cut off.
    await page.evaluate(() =>
      window.ccSandbox?.injectFaults([{ on: 'POST /v2/loans/', kind: 'malformed-after', times: 1 }]),
    )
    await page.getByRole('textbox', { name: 'Amount' }).fill('25')
    await page.getByRole('button', { name: 'Review payment' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Pay $25.00' }).click()

    await expect(page.getByText('Payment of $25.00 received')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText(/didn’t go through|Not received yet/)).toHaveCount(0)
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)

    // Exactly one payment was taken.
    expect(await prepayments(page)).toBe(before + 1)
  })
})
