import { SECURE_URL_RULE, isSecureUrl } from '../lib/urls.ts'
import { z } from '../lib/zod.ts'

/**
 * Configuration rules. The build applies them (`build-env.ts`, used by vite.config.ts) and puts the
 * result in the bundle, which start-up reads as it is (`env.ts`): no app code imports this module at
 * runtime, only its types. Pure: no `import.meta` here.
 */
export const APP_ENVIRONMENTS = ['production', 'development', 'multitenancy', 'spoton'] as const
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number]

/** A variable set to some text; `name` says which in the message. */
const optionalText = (name: string) =>
  z.optional(z.string(`${name} must be text`).check(z.minLength(1, `${name} must not be empty`)))

const BASE_URL_RULE =
  'VITE_API_BASE_URL must be an absolute http(s) URL: https://, or http:// only on localhost or 127.0.0.1 (for example https://api.example.com)'
export const baseUrlSchema = z.string(BASE_URL_RULE).check(z.refine(isSecureUrl, BASE_URL_RULE))

export const rawEnvSchema = z.object({
  VITE_APP_ENV: z.optional(
    z.enum(APP_ENVIRONMENTS, `VITE_APP_ENV must be one of ${APP_ENVIRONMENTS.join(', ')}`),
  ),
  VITE_API_BASE_URL: z.optional(baseUrlSchema),
  VITE_API_MOCKING: z.optional(
    z.enum(['enabled', 'disabled'], 'VITE_API_MOCKING must be "enabled" or "disabled"'),
  ),
  VITE_DATADOG_APPLICATION_ID: optionalText('VITE_DATADOG_APPLICATION_ID'),
  VITE_DATADOG_CLIENT_TOKEN: optionalText('VITE_DATADOG_CLIENT_TOKEN'),
  VITE_DATADOG_SITE: optionalText('VITE_DATADOG_SITE'),
  VITE_DATADOG_SERVICE: optionalText('VITE_DATADOG_SERVICE'),
  VITE_APP_VERSION: optionalText('VITE_APP_VERSION'),
  VITE_PARTNER_ORIGINS: optionalText('VITE_PARTNER_ORIGINS'),
  VITE_PARTNER_FONT_ORIGINS: optionalText('VITE_PARTNER_FONT_ORIGINS'),
})
type RawEnv = z.output<typeof rawEnvSchema>

export interface AppConfig {
  environment: AppEnvironment
  apiBaseUrl: string
  apiMocking: boolean
  appVersion: string
  datadog: { applicationId: string; clientToken: string; site: string; service: string } | null
  /**
   * Which partner pages may frame the app and talk to it, by partner id (the token's `partnerId`).
   * Used for `postMessage` targets, for accepting messages, and for the CSP's `frame-ancestors`.
   */
  partnerOrigins: Readonly<Record<string, readonly string[]>>
  /** Hosts of partner fonts (`fonts.primary.url`, `documentTheme.font.url`): the CSP only. */
  partnerFontOrigins: readonly string[]
}

/**
 * `https://pos.acme.example` → itself; anything with a path, query, wildcard, a scheme other than
 * https (http only on a loopback host, for local testing) → null. `originProblem` says why.
 */
export function exactOrigin(text: string): string | null {
  try {
    const url = new URL(text)
    if (!isSecureUrl(text)) return null
    // Host names only: no wildcards (`*.acme.example`) or other characters a URL would let through.
    if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null
    return url.origin === text ? url.origin : null
  } catch {
    return null
  }
}

/** Why `text` is not an accepted origin, in words (for a configuration error). */
function originProblem(text: string, shape: string): string {
  let plainHttp = false
  try {
    plainHttp = new URL(text).protocol === 'http:'
  } catch {
    // not a URL at all: the shape says what one looks like
  }
  return plainHttp && !isSecureUrl(text) ? SECURE_URL_RULE : `is not an exact origin (${shape})`
}

/**
 * `VITE_PARTNER_ORIGINS`: whitespace-separated `partnerId=origin[,origin…]` entries, for example
 * `partner_acme=https://pos.acme.example,https://admin.acme.example partner_bistro=https://bistro.example`.
 */
export function parsePartnerOrigins(text: string | undefined): {
  origins: Record<string, string[]>
  problems: string[]
} {
  const origins: Record<string, string[]> = {}
  const problems: string[] = []
  for (const entry of (text ?? '').split(/\s+/).filter(Boolean)) {
    const [partnerId, list, ...rest] = entry.split('=')
    if (!partnerId || !list || rest.length > 0 || !/^[\w.-]+$/.test(partnerId)) {
      problems.push(`VITE_PARTNER_ORIGINS: "${entry}" should look like partner_id=https://partner.example`)
      continue
    }
    for (const item of list.split(',').filter(Boolean)) {
      const origin = exactOrigin(item)
      if (!origin) {
        problems.push(
          `VITE_PARTNER_ORIGINS: "${item}" ${originProblem(item, 'scheme://host[:port], no path or wildcard')}`,
        )
        continue
      }
      const known = (origins[partnerId] ??= [])
      if (!known.includes(origin)) known.push(origin)
    }
  }
  return { origins, problems }
}

function parseOriginList(name: string, text: string | undefined): { origins: string[]; problems: string[] } {
  const origins: string[] = []
  const problems: string[] = []
  for (const item of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = exactOrigin(item)
    if (origin) origins.push(origin)
    else problems.push(`${name}: "${item}" ${originProblem(item, 'scheme://host[:port]')}`)
  }
  return { origins, problems }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Empty and blank values count as unset; text is trimmed. */
function normalise(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      const trimmed = typeof value === 'string' ? value.trim() : value
      return [key, trimmed === '' ? undefined : trimmed]
    }),
  )
}

/**
 * Parses raw variables; the error lists every bad value in plain words. `resolveBaseUrl` picks the
 * API host when VITE_API_BASE_URL is unset (the build passes the host table; without one, an unset
 * VITE_API_BASE_URL is an error).
 */
export function safeParseEnv(
  raw: Record<string, unknown>,
  resolveBaseUrl: (env: AppEnvironment) => string | undefined = () => undefined,
): { config: AppConfig; error: null } | { config: null; error: string } {
  const result = z.safeParse(rawEnvSchema, normalise(raw))
  const issues = result.success ? [] : result.error.issues.map((issue) => issue.message)
  const data: RawEnv | null = result.success ? result.data : null
  const environment = data?.VITE_APP_ENV ?? 'production'
  const apiBaseUrl = data?.VITE_API_BASE_URL ?? resolveBaseUrl(environment)
  if (data && !apiBaseUrl) issues.push('VITE_API_BASE_URL must be set')
  const partners = parsePartnerOrigins(data?.VITE_PARTNER_ORIGINS)
  const fonts = parseOriginList('VITE_PARTNER_FONT_ORIGINS', data?.VITE_PARTNER_FONT_ORIGINS)
  issues.push(...partners.problems, ...fonts.problems)
  if (!data || !apiBaseUrl || issues.length > 0) {
    return {
      config: null,
      error: `Credit Connect is misconfigured:\n${issues.map((m) => `- ${m}`).join('\n')}`,
    }
  }
  return {
    error: null,
    config: {
      environment,
      apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
      apiMocking: data.VITE_API_MOCKING === 'enabled',
      appVersion: data.VITE_APP_VERSION ?? '0.0.0',
      datadog:
        data.VITE_DATADOG_APPLICATION_ID && data.VITE_DATADOG_CLIENT_TOKEN
          ? {
              applicationId: data.VITE_DATADOG_APPLICATION_ID,
              clientToken: data.VITE_DATADOG_CLIENT_TOKEN,
              site: data.VITE_DATADOG_SITE ?? 'datadoghq.com',
              service: data.VITE_DATADOG_SERVICE ?? 'credit-connect',
            }
          : null,
      partnerOrigins: partners.origins,
      partnerFontOrigins: fonts.origins,
    },
  }
}
