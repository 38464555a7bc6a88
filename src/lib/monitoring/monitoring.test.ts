const init = vi.fn()
const startSessionReplayRecording = vi.fn()
const stopSessionReplayRecording = vi.fn()
const stopSession = vi.fn()
const clearUser = vi.fn()
const loaded = vi.fn()
vi.mock('@datadog/browser-rum', () => {
  loaded()
  return {
    datadogRum: { init, startSessionReplayRecording, stopSessionReplayRecording, stopSession, clearUser },
  }
})

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzaG9wSWQiOiJzaG9wXzEifQ.c2lnbmF0dXJl'
const options = {
  config: { applicationId: 'app', clientToken: 'pub', site: 'datadoghq.eu', service: 'credit-connect' },
  apiBaseUrl: 'https://api.example',
  environment: 'production',
  version: '1.2.3',
  secrets: () => [TOKEN, 'shop_secret_1'],
  workerUrl: '/dd-deflate-worker.js',
}

beforeEach(() => {
  vi.resetModules()
  init.mockClear()
  startSessionReplayRecording.mockClear()
  for (const mock of [stopSessionReplayRecording, stopSession, clearUser]) mock.mockClear()
  loaded.mockClear()
})

test('not configured: the SDK is never loaded and nothing is sent', async () => {
  const { startMonitoring, startReplay } = await import('./monitoring')
  await expect(startMonitoring(null)).resolves.toBe(false)
  startReplay()
  expect(loaded).not.toHaveBeenCalled()
  expect(init).not.toHaveBeenCalled()
})

test('configured: through <api>/dd, everything sampled, inputs masked, no trace headers', async () => {
  const { startMonitoring } = await import('./monitoring')
  await expect(startMonitoring(options)).resolves.toBe(true)
  expect(init).toHaveBeenCalledTimes(1)
  expect(init.mock.calls[0]?.[0]).toMatchObject({
    applicationId: 'app',
    clientToken: 'pub',
    site: 'datadoghq.eu',
    service: 'credit-connect',
    env: 'production',
    version: '1.2.3',
    proxy: 'https://api.example/dd',
    sessionSampleRate: 100,
    sessionReplaySampleRate: 100,
    telemetrySampleRate: 0,
    defaultPrivacyLevel: 'mask-user-input',
    startSessionReplayRecordingManually: true,
    enablePrivacyForActionName: true,
    allowedTracingUrls: [],
    usePartitionedCrossSiteSessionCookie: true,
    workerUrl: '/dd-deflate-worker.js',
  })
  expect(startSessionReplayRecording).not.toHaveBeenCalled()
})

test('beforeSend scrubs the token and shop id from URLs, referrers and errors', async () => {
  const { rumInitConfiguration } = await import('./rum')
  const { beforeSend } = rumInitConfiguration(options)
  const event = {
    view: {
      url: `https://app.example/?token=${TOKEN}`,
      referrer: 'https://partner.example/?shopId=shop_secret_1',
    },
    error: { message: `GET /v2/shops/shop_secret_1 failed`, stack: TOKEN },
  }
  expect(beforeSend(event)).toBe(true)
  expect(JSON.stringify(event)).not.toMatch(/shop_secret_1|eyJ/)
})

test('beforeSend drops an event it cannot edit, rather than send it unscrubbed', async () => {
  const { rumInitConfiguration } = await import('./rum')
  const { beforeSend } = rumInitConfiguration(options)
  const frozen = Object.freeze({ view: Object.freeze({ url: `https://app.example/?token=${TOKEN}` }) })
  expect(beforeSend(frozen)).toBe(false)
  expect(beforeSend({ view: { url: 'https://app.example/loan/status' } })).toBe(true)
})

test('replay starts only when asked, before or after the SDK has loaded', async () => {
  const first = await import('./monitoring')
  first.startReplay()
  await first.startMonitoring(options)
  expect(startSessionReplayRecording).toHaveBeenCalledTimes(1)

  vi.resetModules()
  startSessionReplayRecording.mockClear()
  const second = await import('./monitoring')
  await second.startMonitoring(options)
  expect(startSessionReplayRecording).not.toHaveBeenCalled()
  second.startReplay()
  await vi.waitFor(() => expect(startSessionReplayRecording).toHaveBeenCalledTimes(1))
})

test('beforeSend reads the secrets on every event: values entered after start are redacted too', async () => {
  const { rumInitConfiguration } = await import('./rum')
  const entered: string[] = []
  const { beforeSend } = rumInitConfiguration({ ...options, secrets: () => [TOKEN, ...entered] })
  const first = { action: { target: { name: 'Continue as Ana Diaz' } } }
  beforeSend(first)
  expect(first.action.target.name).toBe('Continue as Ana Diaz')
  entered.push('Ana', 'Diaz')
  const second = { action: { target: { name: 'Continue as Ana Diaz' } }, context: { deep: [[[{ Ana: 1 }]]] } }
  beforeSend(second)
  expect(JSON.stringify(second)).not.toMatch(/Ana|Diaz/)
})

test('the end of the merchant’s session stops replay and the monitoring session; replay waits to be asked again', async () => {
  const off = await import('./monitoring')
  off.endMonitoringSession()
  expect(loaded).not.toHaveBeenCalled()

  vi.resetModules()
  const { startMonitoring, startReplay, endMonitoringSession } = await import('./monitoring')
  startReplay()
  await startMonitoring(options)
  expect(startSessionReplayRecording).toHaveBeenCalledTimes(1)
  endMonitoringSession()
  await vi.waitFor(() => expect(stopSession).toHaveBeenCalledTimes(1))
  expect(stopSessionReplayRecording).toHaveBeenCalledTimes(1)
  expect(clearUser).toHaveBeenCalledTimes(1)
  // The next session's replay starts only when its loan or application asks for it.
  await startMonitoring(options)
  expect(startSessionReplayRecording).toHaveBeenCalledTimes(1)
  startReplay()
  await vi.waitFor(() => expect(startSessionReplayRecording).toHaveBeenCalledTimes(2))
})
