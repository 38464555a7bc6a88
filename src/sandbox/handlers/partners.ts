import { http } from 'msw'
import { DEFAULT_PARTNER_ID } from '../partners'
import { notFound, problem } from './common'
import { answer } from './answers'
import type { Middleware } from './middleware'

/** Partner: the theme (`/v2/config`) and the settings. */
export function partnerHandlers({ db, api, authed }: Middleware) {
  return [
    http.get(
      api('/v2/config'),
      authed(({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.get('app-name') !== 'connect-v2')
          return problem(400, 'UNKNOWN_APP', 'Unknown app-name.')
        const id = url.searchParams.get('partner-id') ?? DEFAULT_PARTNER_ID
        const partner = db.state.partners[id] ?? db.state.partners[DEFAULT_PARTNER_ID]
        return answer('config', partner?.theme ?? {})
      }),
    ),
    http.get(
      api('/v1/partners/:partnerId/configurations'),
      authed(({ params }) => {
        const partner = db.state.partners[String(params.partnerId)] ?? db.state.partners[DEFAULT_PARTNER_ID]
        if (!partner?.settings) return notFound('Partner configuration')
        return answer('partnerSettings', { ...partner.settings, partnerId: String(params.partnerId) })
      }),
    ),
  ]
}
