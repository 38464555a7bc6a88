import { deflateSync } from 'node:zlib'
import { ApiError } from '@/lib/api-error'
import { fetchShop } from '@/features/session/api/session-api'
import { apiUrl, sandbox } from '@/testing/server'
import { signInAs } from '@/testing/session'

afterEach(() => sandbox.setNetworkDown(false))

test('network down: every API call fails as a dropped connection, and comes back with the network', async () => {
  const { shopId, unregister } = signInAs('new-merchant')
  sandbox.setNetworkDown(true)
  const error = await fetchShop(shopId).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).kind).toBe('network')
  sandbox.setNetworkDown(false)
  await expect(fetchShop(shopId)).resolves.toMatchObject({ id: shopId })
  unregister()
})

test('the /dd proxy takes RUM batches and replay uploads, and keeps them decoded for inspection', async () => {
  const before = sandbox.monitoringInbox().length
  const rum = await fetch(apiUrl('/dd?ddforward=%2Fapi%2Fv2%2Frum'), {
    method: 'POST',
    body: '{"type":"view","view":{"url":"https://app.example/splash"}}',
  })
  expect(rum.status).toBe(202)
  // A multipart body as the SDK sends it (built by hand: jsdom's FormData does not reach node's fetch intact).
  const boundary = 'cc-test-boundary'
  const part = (name: string, type: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      body,
      Buffer.from('\r\n'),
    ])
  const body = Buffer.concat([
    part(
      'segment',
      'application/octet-stream',
      deflateSync(Buffer.from('{"records":[{"type":4,"data":{"href":"/splash"}}]}')),
    ),
    part('event', 'application/json', Buffer.from('{"records_count":1}')),
    Buffer.from(`--${boundary}--\r\n`),
  ])
  const replay = await fetch(apiUrl('/dd?ddforward=%2Fapi%2Fv2%2Freplay'), {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  expect(replay.status).toBe(202)
  const inbox = sandbox.monitoringInbox().slice(before)
  expect(inbox).toEqual([
    '{"type":"view","view":{"url":"https://app.example/splash"}}',
    '{"records":[{"type":4,"data":{"href":"/splash"}}]}',
    '{"records_count":1}',
  ])
})
