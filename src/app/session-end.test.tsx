import { act, screen } from '@testing-library/react'
import { serverErrorActions, useServerErrors } from '@/features/application/store/server-errors'
import { sessionActions } from '@/features/session/store/session-store'
import { startMonitoring, startReplay } from '@/lib/monitoring/monitoring'
import { openApp } from '@/testing/app'
import { sandbox } from '@/testing/server'

const rum = vi.hoisted(() => ({
  init: vi.fn(),
  startSessionReplayRecording: vi.fn(),
  stopSessionReplayRecording: vi.fn(),
  stopSession: vi.fn(),
  clearUser: vi.fn(),
}))
vi.mock('@datadog/browser-rum', () => ({ datadogRum: rum }))

const monitoring = {
  config: { applicationId: 'app', clientToken: 'pub', site: 'datadoghq.eu', service: 'credit-connect' },
  apiBaseUrl: 'https://api.example',
  environment: 'test',
  version: '1.0.0',
  secrets: () => [],
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))

test('the session ends once: replay stops, the monitoring session ends and its user goes, field errors go', async () => {
  await startMonitoring(monitoring)
  startReplay()
  await vi.waitFor(() => expect(rum.startSessionReplayRecording).toHaveBeenCalledTimes(1))
  openApp('new-merchant')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' }),
  ).toBeInTheDocument()
  serverErrorActions.received([{ field: 'businessInfo.merchant.taxId', message: 'Check the EIN.' }])
  expect(useServerErrors.getState().errors).toHaveLength(1)
  expect(rum.stopSession).not.toHaveBeenCalled()

  act(() => void sessionActions.ended())
  // A second end of the same session (a late 401, a refresh refused) changes nothing.
  act(() => void sessionActions.ended())

  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument()
  expect(useServerErrors.getState().errors).toEqual([])
  await vi.waitFor(() => expect(rum.stopSession).toHaveBeenCalledTimes(1))
  expect(rum.stopSessionReplayRecording).toHaveBeenCalledTimes(1)
  expect(rum.clearUser).toHaveBeenCalledTimes(1)
  // Replay stops before the session does: nothing of the ended session is recorded into the next.
  expect(rum.stopSessionReplayRecording.mock.invocationCallOrder[0]).toBeLessThan(
    rum.stopSession.mock.invocationCallOrder[0]!,
  )
})

test('a refused link (its shop is not its token’s) ends the previous session the same way', async () => {
  rum.stopSession.mockClear()
  rum.stopSessionReplayRecording.mockClear()
  openApp('new-merchant')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' }),
  ).toBeInTheDocument()
  serverErrorActions.received([{ field: 'personalInfo.applicant.taxId', message: 'Check the SSN.' }])
  const { token } = sandbox.launch('no-offer')
  act(() => void sessionActions.started({ token, shopId: 'shop_new-merchant' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument()
  expect(useServerErrors.getState().errors).toEqual([])
  await vi.waitFor(() => expect(rum.stopSession).toHaveBeenCalledTimes(1))
  expect(rum.stopSessionReplayRecording).toHaveBeenCalledTimes(1)
})
