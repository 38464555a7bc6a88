import { act, cleanup, render, screen } from '@testing-library/react'
import { App } from './app'
import { startWithLoginToken } from '@/features/session/launch'
import { sessionActions } from '@/features/session/store/session-store'
import { resetSession } from '@/testing/session'
import { recordRequests } from '@/testing/requests'
import { sandbox } from '@/testing/server'

const watchRequests = () => recordRequests({ pick: (r) => r.path }).requests

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/')
  resetSession()
})

test('a login-token link shows the loader, exchanges once before any data call, lands; a reload never resends it', async () => {
  const paths = watchRequests()
  // As main.tsx boots a link carrying a partner's login token: render, then exchange.
  render(<App />)
  let exchange: Promise<unknown> = Promise.resolve()
  act(() => void (exchange = startWithLoginToken('login-new-merchant', 'shop_new-merchant')))
  // The app's loader, announced (not just any status: the toaster's region is one too, once its code
  // has loaded in an earlier test).
  expect((await screen.findByText('Loading')).closest('[role="status"]')).not.toBeNull()
  await act(() => exchange)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' }),
  ).toBeInTheDocument()
  expect(paths[0]).toBe('/v2/users/login')
  expect(paths.filter((p) => p === '/v2/users/login')).toHaveLength(1)

  // A reload: no token on the address bar any more, the stored session is used.
  cleanup()
  window.history.replaceState(null, '', '/')
  sessionActions.started({ token: null, shopId: null })
  render(<App />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' }),
  ).toBeInTheDocument()
  expect(paths.filter((p) => p === '/v2/users/login')).toHaveLength(1)
})

test('a login token the server refuses lands on the session error screen', async () => {
  render(<App />)
  await act(() => startWithLoginToken('login-no-such-scenario', null))
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument()
})

test('a link whose shop id is not its token’s is refused: the session error screen, and no call for either shop', async () => {
  // A session of another shop was stored before: it goes too.
  sessionActions.started(sandbox.launch('no-offer'))
  const paths = watchRequests()
  const { token } = sandbox.launch('new-merchant')
  expect(sessionActions.started({ token, shopId: 'shop_no-offer' })).toMatchObject({ refused: true })
  render(<App />)
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument()
  expect(paths).toEqual([])
  expect(localStorage.getItem('token')).toBeNull()
  expect(localStorage.getItem('shopId')).toBeNull()
})
