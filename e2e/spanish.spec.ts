import { readFileSync } from 'node:fs'
import { atWidths, expect, postedKeys, test } from './fixtures'
import { bankDetails, businessInfo, personalInfo, startApplication, submit, toReview } from './journeys'
import { pattern } from './words'

/**
 * The whole journey in US Spanish (issue 19): apply with manual banking, accept a California flex
 * offer with a signature, pay. The browser speaks Spanish, so the app does (the third rule of
 * src/lib/i18n/runtime.ts; the link's `lang` and the partner's default are tested in Vitest). The
 * journeys are the English ones (e2e/journeys.ts) reading the Spanish catalogue, and every screen
 * passes axe in Spanish. At the phone's width only: Spanish's longer words overflow there first,
 * and the English journeys cover the desktop layout of the same screens.
 */
test.use({ locale: 'es-US' })

atWidths(() => {
  test('apply with manual banking, in Spanish', async ({ page, launch, axe, say }) => {
    await launch('new-merchant-full')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('navigation', { name: say('Your financing') })).toBeVisible()
    await axe()
    await startApplication(page)
    // The stepper's "Step N/total" (the phone's layout shows it; the desktop's names the steps).
    await expect(page.getByText(pattern(say, 'Step {current}/{total}')).first()).toHaveText('Paso 1/4')
    await businessInfo(page)
    await personalInfo(page, true)
    await page.getByRole('button', { name: say('Enter manually') }).click()
    await expect(page.getByRole('heading', { level: 1, name: say('Enter your bank details') })).toBeVisible()
    // A field error, in Spanish, then put right.
    await page.getByRole('button', { name: say('Continue') }).click()
    await expect(page.getByText(say('Enter the account number.'))).toBeVisible()
    await axe()
    await bankDetails(page)
    await toReview(page)
    await axe()
    await submit(page)
    await expect(page).toHaveURL(/\/loan\/status$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await axe()
  })

  test('accept a California flex offer, signed, in Spanish, with the English original one click away', async ({
    page,
    launch,
    axe,
    say,
  }) => {
    const accepts = postedKeys(page, (url) => url.includes('/accept-offer/'))
    await launch('offer-ca-flex')
    const approved = page.getByRole('heading', { level: 1 })
    await expect(approved).toHaveText(pattern(say, '{business} is approved for up to {maxAmount}'))
    await expect(approved).toContainText('$25,000.00')
    await page.getByLabel(say('Amount in dollars')).fill('12000')
    await expect(
      page.getByRole('region', { name: say('What it costs') }).getByText('$13,440.00'),
    ).toBeVisible()
    await axe()
    await page.getByRole('button', { name: say('Continue') }).click()

    await expect(page.getByRole('heading', { level: 1, name: say('Your offer, in full') })).toBeVisible()
    const spanish = page.getByRole('table').first()
    await expect(
      spanish.getByRole('rowheader', { name: say('Estimated Annual Percentage Rate (APR)') }),
    ).toBeVisible()
    await expect(spanish.getByText('31.10%')).toBeVisible()
    // Spanish runs longer: on a phone too, the table hides nothing sideways.
    expect(
      await spanish.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ).toBe(0)
    await axe()
    // The English original, the governing text, with the same figures.
    await page.getByRole('button', { name: say('See the English original') }).click()
    const english = page.locator('[lang="en-US"]').getByRole('table')
    await expect(
      english.getByRole('rowheader', { name: 'Estimated Annual Percentage Rate (APR)' }),
    ).toBeVisible()
    await expect(english.getByText('31.10%')).toBeVisible()
    await axe()

    // The disclosure PDF, in Spanish with the English original (made in the browser).
    const pdf = page.waitForEvent('download')
    await page.getByRole('button', { name: say('Download the disclosure (PDF)') }).click()
    const file = await pdf
    expect(file.suggestedFilename()).toMatch(/^disclosure-terms_.*_12000\.pdf$/)
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    await page.getByLabel(say('Your full name')).fill('Ana Díaz')
    await page
      .getByRole('checkbox', {
        name: say('I’ve read the disclosure and the loan agreement, and I agree to them.'),
      })
      .check()
    await page.getByRole('button', { name: say('Accept offer') }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: say('Your money is on its way') })).toBeVisible()
    expect(accepts).toHaveLength(1)
    await axe()
  })

  test('pay once, in Spanish', async ({ page, launch, axe, say }) => {
    const payments = postedKeys(page, (url) => url.includes('/payments/one-time'))
    await launch('loan-pre-default')
    await expect(page.getByText(say("You're close to the end of this payment window")).first()).toBeVisible()
    await axe()
    await page.getByRole('button', { name: pattern(say, 'Pay {amount} now') }).click()
    await expect(page.getByLabel(say('Amount'), { exact: true })).not.toHaveValue('')
    await page.getByRole('button', { name: say('Review payment') }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(say('Balance after this payment'))).toBeVisible()
    await axe()
    await dialog.getByRole('button', { name: pattern(say, 'Pay {amount}') }).dblclick()
    await expect(page.getByText(pattern(say, 'Payment of {paid} sent'))).toBeVisible()
    await expect(dialog).toHaveCount(0)
    expect(payments).toHaveLength(1)
    await expect(
      page.getByText(
        say('This window’s minimum is covered. Your loan returns to good standing once your payments clear.'),
      ),
    ).toBeVisible()
    await axe()
  })
}, [375])
