import { z } from 'zod'

/**
 * Build-time configuration. Shared by `vite.config.ts` (fails the build or dev server on a bad value)
 * and `src/config/env.ts` (fails start-up with a readable screen). Pure: no `import.meta` here.
 */
export const APP_ENVIRONMENTS = ['production', 'development', 'multitenancy', 'spoton'] as const
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number]

/**
 * The lending API's host per environment (spec §7). `VITE_API_BASE_URL` overrides it for a
 * deployment, a local server or a test.
 */
export const API_BASE_URLS: Record<AppEnvironment, string> = {
  production: 'https://api.credit-connect.example',
  development: 'https://api.dev.credit-connect.example',
  multitenancy: 'https://api.mt.credit-connect.example',
  spoton: 'https://api.spoton.credit-connect.example',
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional())

export const envSchema = z
  .object({
    VITE_APP_ENV: z.preprocess(
      emptyToUndefined,
      z
        .enum(APP_ENVIRONMENTS, {
          error: `VITE_APP_ENV must be one of ${APP_ENVIRONMENTS.join(', ')}`,
        })
        .default('production'),
    ),
    VITE_API_BASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https?$/,
          error: 'VITE_API_BASE_URL must be an absolute http(s) URL, for example https://api.example.com',
        })
        .optional(),
    ),
    VITE_API_MOCKING: z.preprocess(
      emptyToUndefined,
      z
        .enum(['enabled', 'disabled'], { error: 'VITE_API_MOCKING must be "enabled" or "disabled"' })
        .default('disabled'),
    ),
    VITE_DATADOG_APPLICATION_ID: optionalText,
    VITE_DATADOG_CLIENT_TOKEN: optionalText,
    VITE_DATADOG_SITE: optionalText,
    VITE_DATADOG_SERVICE: optionalText,
    VITE_APP_VERSION: optionalText,
  })
  .transform((raw) => ({
    environment: raw.VITE_APP_ENV,
    apiBaseUrl: (raw.VITE_API_BASE_URL ?? API_BASE_URLS[raw.VITE_APP_ENV]).replace(/\/+$/, ''),
    apiMocking: raw.VITE_API_MOCKING === 'enabled',
    appVersion: raw.VITE_APP_VERSION ?? '0.0.0',
    datadog:
      raw.VITE_DATADOG_APPLICATION_ID && raw.VITE_DATADOG_CLIENT_TOKEN
        ? {
            applicationId: raw.VITE_DATADOG_APPLICATION_ID,
            clientToken: raw.VITE_DATADOG_CLIENT_TOKEN,
            site: raw.VITE_DATADOG_SITE ?? 'datadoghq.com',
            service: raw.VITE_DATADOG_SERVICE ?? 'credit-connect',
          }
        : null,
  }))

export type AppConfig = z.output<typeof envSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses raw variables; throws a `ConfigError` that lists every bad value in plain words. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(raw)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `- ${issue.message}`)
  throw new ConfigError(`Credit Connect is misconfigured:\n${lines.join('\n')}`)
}
