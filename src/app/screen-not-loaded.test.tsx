import { act, screen as view } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { Outlet, RouterProvider, createMemoryRouter, matchRoutes } from 'react-router-dom'
import type * as AreasModule from '@/locales/areas'
import { loadAreas, preloadAreas } from '@/locales/areas'
import { createQueryClient } from '@/lib/query-client'
import { renderInI18n as render } from '@/testing/render'
import { createRouter, createRoutes, preloadRoute } from './router'
import { ScreenFailed, page, screenNotLoaded } from './screen-not-loaded'

vi.mock('@/locales/areas', async (importOriginal) => {
  const actual = await importOriginal<typeof AreasModule>()
  return { ...actual, loadAreas: vi.fn(actual.loadAreas), preloadAreas: vi.fn(actual.preloadAreas) }
})

/** The `lazy` of the screen at `path`, as the router calls it. */
function lazyOf(path: string) {
  const route = matchRoutes(createRoutes(), path)?.at(-1)?.route
  if (typeof route?.lazy !== 'function') throw new Error(`no lazy screen at ${path}`)
  return route.lazy as () => Promise<{ Component: ComponentType }>
}

test('a screen whose copy cannot load says so: the route does not fail', async () => {
  vi.mocked(loadAreas).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
  const { Component } = await lazyOf('/faq')()
  render(<Component />)
  expect(await view.findByRole('alert')).toHaveTextContent(
    'We couldn’t load this pageCheck your connection and try again.',
  )
  expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
})

test('Try again loads the screen in place', async () => {
  const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined)
  const loadScreen = vi
    .fn<() => Promise<ComponentType>>()
    .mockResolvedValue(() => <h1>Frequently asked questions</h1>)
  const NotLoaded = screenNotLoaded(loadScreen)
  render(<NotLoaded />)
  await userEvent.click(view.getByRole('button', { name: 'Try again' }))
  expect(await view.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument()
  expect(view.queryByRole('alert')).not.toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
})

test('when Try again fails as well, the page reloads (the session and the draft are stored)', async () => {
  const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined)
  const failing = vi.fn<() => Promise<ComponentType>>().mockRejectedValue(new TypeError('Failed to fetch'))
  const NotLoaded = screenNotLoaded(failing)
  render(<NotLoaded />)
  await userEvent.click(view.getByRole('button', { name: 'Try again' }))
  await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
  expect(failing).toHaveBeenCalledOnce()
})

test("a preloaded screen's copy starts loading, but joins language switches only once it shows", async () => {
  vi.mocked(loadAreas).mockClear()
  preloadRoute('/loan/credit-view')
  expect(preloadAreas).toHaveBeenCalledWith(['loans', 'offers', 'routes'])
  expect(loadAreas).not.toHaveBeenCalled()
  await act(() => lazyOf('/loan/credit-view')())
  expect(loadAreas).toHaveBeenCalledWith(['loans', 'offers', 'routes'])
})

test('a screen that throws while showing gets the error screen, whose Try again reloads the page', async () => {
  const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined)
  // React reports the caught error (monitoring hears it): expected here.
  vi.mocked(console.error).mockImplementation(() => undefined)
  function Broken(): never {
    throw new Error('a bug')
  }
  const router = createMemoryRouter(
    [{ element: <Outlet />, errorElement: <ScreenFailed />, children: [{ path: '/', Component: Broken }] }],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  expect(await view.findByRole('alert')).toHaveTextContent('Something went wrong on this page')
  await userEvent.click(view.getByRole('button', { name: 'Try again' }))
  expect(reload).toHaveBeenCalledOnce()
})

test("the router's root route has the error screen", () => {
  const root = createRouter(createQueryClient()).routes[0]
  expect(root?.errorElement).toEqual(<ScreenFailed />)
})
