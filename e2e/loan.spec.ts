import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { atWidths, expect, postedKeys, test } from './fixtures'

/**
 * Sorts a table as a merchant would at this width: its column header on a wide screen; below 640 px
 * the headers are off screen and the table has a "Sort by" list (issue 16).
 */
async function sortBy(page: Page, table: Locator, width: number, column: string, option: string) {
  if (width >= 640) return table.getByRole('button', { name: new RegExp(column) }).click()
  const container = table.locator('xpath=ancestor::div[@data-slot="data-table"][1]')
  await container.getByRole('button', { name: /^Sort by/ }).click()
  await page.getByRole('option', { name: option }).click()
}

/** Loan servicing journeys (issue 7). */
atWidths((width) => {
  test('pay once with a double click, download the contract, sort and page both tables', async ({
    page,
    launch,
    axe,
  }) => {
    const payments = postedKeys(page, (url) => url.includes('/payments/one-time'))
    await launch('loan-pre-default')
    await expect(page.getByText("You're close to the end of this payment window")).toBeVisible()
    await axe()

    // The banner's button fills in the amount that cures the loan.
    const cure = page.getByRole('button', { name: /^Pay \$[\d,.]+ now$/ })
    const label = (await cure.textContent()) ?? ''
    await cure.click()
    const amount = /\$([\d,.]+)/.exec(label)![1]!.replace(/,/g, '')
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue(amount)
    await page.getByRole('button', { name: 'Review payment' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('Balance after this payment')).toBeVisible()
    await axe()
    await dialog.getByRole('button', { name: /^Pay \$/ }).dblclick()
    await expect(page.getByText(/^Payment of \$[\d,.]+ sent$/)).toBeVisible()
    await expect(dialog).toHaveCount(0)
    expect(payments).toHaveLength(1)
    // The window's minimum is covered: no more cure payment, and the banner says what happens next.
    await expect(page.getByRole('button', { name: /^Pay \$[\d,.]+ now$/ })).toHaveCount(0)
    await expect(page.getByText(/This window’s minimum is covered/)).toBeVisible()

    // The contract.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download your contract (PDF)' }).click()
    expect((await download).suggestedFilename()).toMatch(/^contract-loan_[\w-]+\.pdf$/)

    // History: client-side sort and paging.
    const history = page.getByRole('table', { name: 'Payment history' })
    await expect(history.getByRole('row')).toHaveCount(11)
    await sortBy(page, history, width, 'Amount', 'Amount, lowest first')
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(history.getByRole('row').nth(1)).toBeVisible()

    // Scheduled: server paging and sorting (flex loans have none, so use the tab's empty state).
    await page.getByRole('tab', { name: 'Scheduled' }).click()
    await expect(page.getByText(/Nothing is scheduled|Scheduled payments/).first()).toBeVisible()
    await axe()
  })

  test('pay off in one step, and the payment history as CSV (issue 38)', async ({ page, launch, axe }) => {
    const payments = postedKeys(page, (url) => url.includes('/payments/one-time'))
    await launch('loan-flex-normal')
    await expect(page.getByRole('heading', { level: 1, name: 'Your flex loan' })).toBeVisible()
    await expect(
      page.getByText(/^At your recent pace you’ll pay about \$[\d,.]+ by \d\d\/\d\d\/\d{4}/),
    ).toBeVisible()

    // The payment history, as the merchant's books take it.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Payment history (CSV)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^payments-loan_[\w-]+\.csv$/)
    const csv = readFileSync(await file.path(), 'utf8')
    const [header, ...rows] = csv.trimEnd().split('\r\n')
    expect(header).toBe('Date,Type,Status,Amount')
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d\d-\d\d,[^,]+,[^,]+,-?\d+\.\d\d$/)

    // Pay off today: one tap to the review, exactly the balance, sent once.
    const payoff = page.getByRole('button', { name: /^Pay off \$[\d,.]+$/ })
    const balance = /\$[\d,.]+/.exec((await payoff.textContent()) ?? '')![0]
    await payoff.click()
    const dialog = page.getByRole('dialog', { name: `Pay ${balance} now?` })
    await expect(dialog.getByText('This pays off your loan.')).toBeVisible()
    await axe()
    await dialog.getByRole('button', { name: `Pay ${balance}` }).dblclick()
    await expect(page.getByText(`Payment of ${balance} sent`)).toBeVisible()
    expect(payments).toHaveLength(1)
    // Nothing left to pay off: the loan and its balance were read again.
    await expect(page.getByRole('heading', { name: 'Pay off today' })).toHaveCount(0)
    await axe()
  })

  test('installment: scheduled payments page and sort on the server; past loans with contracts', async ({
    page,
    launch,
    axe,
  }) => {
    await launch('active-with-renewal')
    await expect(page.getByRole('heading', { level: 1, name: 'Your term loan' })).toBeVisible()
    await page.getByRole('tab', { name: 'Scheduled' }).click()
    const scheduled = page.getByRole('table', { name: 'Scheduled payments' })
    await expect(scheduled.getByRole('row')).toHaveCount(11)
    const firstBefore = await scheduled.getByRole('row').nth(1).textContent()
    const nextPage = page.waitForRequest((r) => r.url().includes('page=1'))
    await page.getByRole('button', { name: 'Page 2' }).click()
    await nextPage
    await expect(scheduled.getByRole('row').nth(1)).not.toHaveText(firstBefore ?? '')
    const sorted = page.waitForRequest((r) => /sort=date,desc/.test(decodeURIComponent(r.url())))
    await sortBy(page, scheduled, width, 'Date', 'Date, newest first')
    await sorted
    await axe()

    await page.getByRole('link', { name: 'Past Loans' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Past loans' })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download contract (PDF)' }).first().click()
    expect((await download).suggestedFilename()).toMatch(/^contract-loan_[\w-]+\.pdf$/)
    await axe()
  })
})

test('DEFAULT: the banner and cure amount pass axe', async ({ page, launch, axe }) => {
  await launch('loan-default')
  await expect(page.getByText('Your loan is in Default!')).toBeVisible()
  await axe()
})
