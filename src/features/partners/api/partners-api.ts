import { queryOptions } from '@tanstack/react-query'
import { apiGet, path } from '@/lib/api-client'
import { partnerSettingsSchema, partnerThemeResponseSchema } from './schemas'

/** The app name the partner config is asked for (spec §6). */
export const APP_NAME = 'connect-v2'

/** Theme and mode; the default theme when the partner is unknown. `null` means "no configuration". */
export function fetchPartnerTheme(partnerId: string | null, signal?: AbortSignal) {
  return apiGet('/v2/config', partnerThemeResponseSchema, {
    params: { 'app-name': APP_NAME, 'partner-id': partnerId ?? undefined },
    signal,
  })
}

export function fetchPartnerSettings(partnerId: string, signal?: AbortSignal) {
  return apiGet(path`/v1/partners/${partnerId}/configurations`, partnerSettingsSchema, { signal })
}

/** Partner configuration never changes while the app runs. */
export const partnerQueries = {
  all: () => ['partners'] as const,
  theme: (partnerId: string | null) =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'theme', partnerId],
      queryFn: ({ signal }) => fetchPartnerTheme(partnerId, signal),
      staleTime: 'static',
    }),
  settings: (partnerId: string) =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'settings', partnerId],
      queryFn: ({ signal }) => fetchPartnerSettings(partnerId, signal),
      staleTime: 'static',
    }),
}
