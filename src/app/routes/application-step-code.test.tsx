import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { draftActions, useDraftStore } from '@/features/application/store/draft-store'
import { openApp } from '@/testing/app'
import { seedDraftUpTo } from '@/testing/application-draft'

// The Personal Info forms' code, as a phone that has lost its connection fails to load it.
const network = vi.hoisted(() => ({ down: false }))
vi.mock('@/features/application/components/personal-info', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

beforeEach(() => draftActions.cleared())

test('a step whose code cannot load says so; Try again loads it, and nothing typed is lost', async () => {
  network.down = true
  seedDraftUpTo('personalInfo.1', { owners: true })
  openApp('new-merchant-full', '/application/personal-info/1')
  // The step's title stays; where its form would be, what happened and a way on.
  expect(await screen.findByRole('heading', { level: 1, name: 'About you' })).toBeInTheDocument()
  expect(await screen.findByText('We couldn’t load this step')).toBeInTheDocument()
  network.down = false
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await userEvent.type(await screen.findByLabelText('First name'), 'Ana')
  expect(screen.getByLabelText('First name')).toHaveValue('Ana')
  // The business answers typed before are all still there.
  expect(useDraftStore.getState().businessInfo.step1?.merchant.legalName).toBe('Diaz Foods LLC')
})
