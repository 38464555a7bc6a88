import { readFileSync } from 'node:fs'
import { atWidths, expect, postedKeys, test } from './fixtures'

/** The offer journeys (issue 6): amount → disclosure → PDF → sign → accept once → status. */
atWidths(() => {
  test('CA flex: choose an amount, read and download the disclosure, sign, accept once', async ({
    page,
    launch,
    axe,
  }) => {
    const accepts = postedKeys(page, (url) => url.includes('/accept-offer/'))
    await launch('offer-ca-flex')
    await expect(
      page.getByRole('heading', { level: 1, name: /approved for up to \$25,000\.00/ }),
    ).toBeVisible()
    await axe()

    // The slider and the field agree, by keyboard.
    const slider = page.getByRole('slider', { name: 'Amount slider' })
    await slider.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByLabel('Amount in dollars')).toHaveValue('24900')
    await page.getByLabel('Amount in dollars').fill('12000')
    await expect(slider).toHaveValue('12000')
    const estimate = page.getByRole('region', { name: 'What it costs' })
    await expect(estimate.getByText('$13,440.00')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Your offer, in full' })).toBeVisible()
    const table = page.getByRole('table')
    await expect(
      page.getByRole('heading', { name: 'OFFER SUMMARY - Bistro Capital Flex Loan' }),
    ).toBeVisible()
    await expect(table.getByText('31.10%')).toBeVisible()
    await expect(
      table.getByRole('rowheader', { name: 'Estimated Annual Percentage Rate (APR)' }),
    ).toBeVisible()
    // A serif document font.
    const font = await page.getByRole('article').evaluate((el) => getComputedStyle(el).fontFamily)
    expect(font).toMatch(/Source Serif 4/)
    await axe()

    // The unsigned contract, named from the URL's r value.
    const contract = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download the loan agreement (PDF)' }).click()
    expect((await contract).suggestedFilename()).toMatch(/^contract-[0-9a-f]+\.pdf$/)

    // The disclosure PDF, made in the browser on demand.
    const pdf = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download the disclosure (PDF)' }).click()
    const file = await pdf
    expect(file.suggestedFilename()).toMatch(/^disclosure-terms_.*_12000\.pdf$/)
    const bytes = readFileSync(await file.path())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

    // Sign, agree, and accept with a double click: one acceptance leaves the page.
    await page.getByLabel('Your full name').fill('Ana Diaz')
    await page.getByRole('checkbox', { name: /I’ve read the disclosure/ }).check()
    await page.getByRole('button', { name: 'Accept offer' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: 'Your money is on its way' })).toBeVisible()
    expect(accepts).toHaveLength(1)
    expect(accepts[0]).not.toBe('')
    await axe()
  })

  test('FL installment: the commercial financing disclosure on its own page, without tabs, then accept with Enter held', async ({
    page,
    launch,
    axe,
  }) => {
    const accepts = postedKeys(page, (url) => url.includes('/accept-offer/'))
    await launch('offer-fl-installment')
    await page.getByLabel('Amount in dollars').fill('8000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('link', { name: 'Open the disclosure on its own page' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Commercial Financing Disclosure' }),
    ).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Your financing' })).toHaveCount(0)
    await expect(page.getByRole('table').getByText('$8,000.00')).toBeVisible()
    await axe()
    await page.getByRole('link', { name: /Back to your offer/ }).click()
    await page.getByRole('checkbox', { name: /I’ve read the disclosure/ }).check()
    const accept = page.getByRole('button', { name: 'Accept offer' })
    await accept.focus()
    // Enter held down: the key repeats while the first acceptance is in flight.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Your money is on its way' })).toBeVisible()
    expect(accepts).toHaveLength(1)
  })
})

test('WITH_CONSENT: consent screen passes axe and leads into the application', async ({
  page,
  launch,
  axe,
}) => {
  await launch('consent-required')
  await page.getByRole('link', { name: 'Start my application' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /share your sales data/ })).toBeVisible()
  await axe()
  await page.getByRole('button', { name: 'No, thanks' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'No problem. Nothing has been shared.' }),
  ).toBeVisible()
  await axe()
  await page.getByRole('button', { name: 'I’ve changed my mind: share my data' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
})

// Every disclosure form passes axe: NY installment, GA flex and the generic TX summary.
for (const [scenario, title] of [
  ['offer-ny-installment', 'OFFER SUMMARY Bistro Capital Term Loan'],
  ['offer-ga-flex', 'Commercial Financing Disclosure'],
  ['offer-tx-installment', 'Your Bistro Capital Term Loan offer'],
] as const) {
  test(`the disclosure form of ${scenario} passes axe`, async ({ page, launch, axe }) => {
    await launch(scenario)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await axe()
  })
}
