import { http, HttpResponse } from 'msw'
import type { HandlerOptions, Middleware } from './middleware'

/** A /dd upload as text: RUM batches are JSON lines; replay uploads carry a deflated `segment`. */
export async function decodeMonitoringUpload(request: Request): Promise<string[]> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) return [await request.text()]
  const form = await request.formData()
  const texts: string[] = []
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') texts.push(value)
    else if (name === 'segment') {
      const stream = value.stream().pipeThrough(new DecompressionStream('deflate'))
      texts.push(await new Response(stream).text())
    } else texts.push(await value.text())
  }
  return texts
}

/**
 * Monitoring (contract "Monitoring"): the API's /dd proxy accepts RUM and replay uploads (202),
 * handing each one, decoded, to `onMonitoring` when given.
 */
export function monitoringHandlers({ api }: Middleware, { onMonitoring }: HandlerOptions) {
  return [
    http.post(api('/dd'), async ({ request }) => {
      if (onMonitoring) {
        try {
          onMonitoring(await decodeMonitoringUpload(request))
        } catch {
          onMonitoring(['<undecodable upload>'])
        }
      }
      return new HttpResponse(null, { status: 202 })
    }),
  ]
}
