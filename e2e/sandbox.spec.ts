import { API_BASE, expect, storedToken, test } from './fixtures'

test('the scenario picker lists every group and passes an accessibility scan', async ({ page, axe }) => {
  await page.goto('/sandbox')
  await expect(page.getByRole('heading', { name: 'Try Credit Connect' })).toBeVisible()
  for (const group of ['Apply', 'Application', 'Offer', 'Loan', 'Past loans', 'Session', 'Faults']) {
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible()
  }
  await expect(page).toHaveTitle('Credit Connect')
  await axe()
})

test('a scenario opens from its link, the token leaves the address bar, and the sandbox answers in the browser', async ({
  page,
  launch,
}) => {
  await launch('loan-flex-normal')
  await expect(page).toHaveURL((url) => !url.search.includes('token') && !url.search.includes('shopId'))
  await expect.poll(() => storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  const token = await storedToken(page)
  // Landing proves the sandbox worker controls the page (the token is stored before it starts).
  await expect(page).toHaveURL(/\/loan\/credit-view$/)

  const answers = await page.evaluate(
    async ({ base, token }) => {
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
      const origination = await fetch(`${base}/v2/originations/shop_loan-flex-normal/state`, {
        headers,
      }).then((r) => r.json())
      const loan = await fetch(`${base}/v2/loans/${origination.loanId}`, { headers }).then((r) => r.json())
      // Loaded as the app loads it, with a <script> (the CSP allows Plaid's script, not a fetch of it).
      const plaid = await new Promise<string>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js'
        script.onload = () =>
          resolve(String((window as unknown as { Plaid?: { version: string } }).Plaid?.version))
        script.onerror = () => reject(new Error('Plaid script did not load'))
        document.head.append(script)
      })
      const anonymous = await fetch(`${base}/v2/shops/shop_loan-flex-normal`).then((r) => r.status)
      return { origination, loan, plaid, anonymous }
    },
    { base: API_BASE, token },
  )
  expect(answers.origination.state).toBe('LOAN')
  expect(answers.loan).toMatchObject({ state: 'NORMAL', loanType: 'FIXED_FEE_FLEX' })
  expect(answers.plaid).toBe('sandbox-stub')
  expect(answers.anonymous).toBe(401)
})

test('an unknown scenario says so', async ({ page }) => {
  await page.goto('/sandbox?launch=nope')
  await expect(page.getByRole('alert').filter({ hasText: 'There is no scenario' })).toContainText(
    'There is no scenario called “nope”',
  )
})
