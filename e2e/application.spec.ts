import { atWidths, everythingStored, expect, monitoringPayloads, postedKeys, test } from './fixtures'
import {
  aboutTheFunds,
  aboutYou,
  applyToReview,
  bankDetails,
  businessInfo,
  contactDetails,
  continueTo,
  finish,
  personalInfo,
  startApplication,
  submit,
} from './journeys'

/** The canaries typed below: tax ids, a birth date, an account and a routing number. */
const CANARIES = ['12-3456789', '123456789', '123-45-6789', '1985-02-14', '000123456789', '011000015']

atWidths(() => {
  test('the full application with manual banking and another owner', async ({ page, launch, axe }) => {
    await launch('new-merchant-full')
    await startApplication(page)
    await businessInfo(page)
    await personalInfo(page, true)
    await page.getByRole('button', { name: 'Enter manually' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your bank details' })).toBeVisible()
    await page.getByLabel('Business account number').fill('000123456789')
    await page.getByLabel('Business account number').press('Enter')
    await expect(page.getByLabel('Business account number')).toHaveValue('*****6789')
    await page.getByLabel('Routing number').fill('021000022')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('This routing number isn’t valid.')).toBeVisible()
    // A valid routing number that appears nowhere in the sandbox's own data: a clean canary.
    await page.getByLabel('Routing number').fill('011000015')
    await page.getByText('I allow the lender to verify this account').click()
    await continueTo(page, 'About the funds')
    await finish(page)
    await expect(page).toHaveURL(/\/loan\/status$/)
    await axe()
    // Nothing typed is left in browser storage (local, session, cookies, IndexedDB) or sent to monitoring.
    const stored = await everythingStored(page)
    const sent = (await monitoringPayloads(page)).join('\n')
    expect(sent).toContain('"type":"view"')
    for (const secret of CANARIES) {
      expect(stored.includes(secret), `${secret} in storage`).toBe(false)
      expect(sent.includes(secret), `${secret} in monitoring`).toBe(false)
    }
  })

  test('linking the bank with Plaid (stubbed Link), without other owners', async ({ page, launch }) => {
    await launch('plaid-required')
    await startApplication(page)
    await businessInfo(page)
    await personalInfo(page, false)
    await expect(page.getByText('manual entry isn’t available')).toBeVisible()
    await page.getByRole('button', { name: 'Link my bank' }).click()
    await expect(page.getByText('Business Checking ending in 7781')).toBeVisible()
    await continueTo(page, 'About the funds')
    await finish(page)
    await expect(page).toHaveURL(/\/loan\/status$/)
    // Plaid required: session replay records. Its segments hold none of what was typed.
    const sent = await monitoringPayloads(page)
    expect(sent.some((t) => t.includes('"records"'))).toBe(true)
    const all = sent.join('\n') + (await everythingStored(page))
    for (const secret of CANARIES) expect(all.includes(secret), secret).toBe(false)
  })

  test('the network drops at submit: nothing typed is lost, and the application goes through once, when it is back', async ({
    page,
    launch,
  }) => {
    await launch('new-merchant')
    await applyToReview(page)

    const posts = postedKeys(page, (url) => url.endsWith('/application'))
    await page.context().setOffline(true)
    await submit(page)
    // Offline: the answer and the check are both out of reach, so the outcome is unknown (issue 14).
    await expect(page.getByText('We couldn’t confirm your application yet')).toBeVisible()
    await expect(page.getByText('Everything you entered is still here')).toBeVisible()
    await expect(page.getByText('Diaz Foods LLC')).toBeVisible()

    await page.context().setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/loan\/status$/)
    // The retry reused the first attempt's key: the server could never create two applications.
    expect(new Set(posts.filter(Boolean)).size).toBe(1)
  })

  test('a 422 from the server puts the error on its field, on its step, and the merchant goes on from there', async ({
    page,
    launch,
  }) => {
    await launch('new-merchant')
    // Bistro Pay has no additional-owners step.
    await applyToReview(page, { ein: '000123456', routing: '021000021' })
    await submit(page)
    await expect(page).toHaveURL(/\/application\/business-info\/1$/)
    const ein = page.getByLabel('Employer Identification Number (EIN)')
    await expect(ein).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('We couldn’t verify this EIN with the IRS')).toBeVisible()
    await ein.fill('12-3456789')
    await continueTo(page, 'Review and submit')
    await submit(page)
    await expect(page).toHaveURL(/\/loan\/status$/)
  })
})

test('every sub-step passes axe, with and without errors showing', async ({ page, launch, axe }) => {
  test.setTimeout(60_000)
  await launch('new-merchant-full')
  await startApplication(page)
  await page.getByLabel('Legal business name').fill('')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Enter the legal business name.')).toBeVisible()
  await axe()
  await page.reload()
  await businessInfo(page)
  await axe()
  await aboutYou(page)
  await axe()
  await contactDetails(page, '60')
  await continueTo(page, 'Other owners')
  await page.getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Add each person who owns part of the business.')).toBeVisible()
  await axe()
  await page.getByRole('radio', { name: 'No' }).check()
  await continueTo(page, 'Your business bank account')
  await axe()
  await page.getByRole('button', { name: 'Enter manually' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your bank details' })).toBeVisible()
  await axe()
  await bankDetails(page)
  await axe()
  await aboutTheFunds(page)
  await axe()
})

test('a reload mid-application keeps what was typed, except personal numbers, and says why', async ({
  page,
  launch,
}) => {
  await launch('new-merchant-full')
  await startApplication(page)
  await businessInfo(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
  await expect(page.getByText('Please enter this again')).toBeVisible()
  await expect(page.getByLabel('Legal business name')).toHaveValue('Diaz Foods LLC')
  await expect(page.getByLabel('Employer Identification Number (EIN)')).toHaveValue('')
  await page.getByLabel('Employer Identification Number (EIN)').fill('12-3456789')
  // Part 2 of Business Info survived the reload complete, so the stepper goes straight on to Personal Info.
  await continueTo(page, 'About you')
})

test('credit freeze: lift it, say so, and the application goes on', async ({ page, launch, axe }) => {
  await launch('credit-freeze')
  await expect(page.getByRole('heading', { level: 1, name: 'Your credit file is frozen' })).toBeVisible()
  await axe()
  await page.getByRole('button', { name: 'I’ve lifted it' }).click()
  await expect(page).toHaveURL(/\/loan\/status$/)
})

test('an application in error explains what to check and lets the merchant resubmit', async ({
  page,
  launch,
  axe,
}) => {
  await launch('application-error')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your application needs attention' }),
  ).toBeVisible()
  await axe()
  await page.getByRole('link', { name: 'Review and resubmit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
})
