import { z } from 'zod'

/**
 * Configuration rules shared by the build (`build-env.ts`, used by vite.config.ts) and start-up
 * (`env.ts`). Pure: no `import.meta` here.
 */
export const APP_ENVIRONMENTS = ['production', 'development', 'multitenancy', 'spoton'] as const
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number]

export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional())

export const common = {
  VITE_APP_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(APP_ENVIRONMENTS, { error: `VITE_APP_ENV must be one of ${APP_ENVIRONMENTS.join(', ')}` })
      .default('production'),
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
}

export const baseUrl = z.url({
  protocol: /^https?$/,
  error: 'VITE_API_BASE_URL must be an absolute http(s) URL, for example https://api.example.com',
})

type Raw = z.output<z.ZodObject<typeof common>>

export function toConfig(raw: Raw, apiBaseUrl: string) {
  return {
    environment: raw.VITE_APP_ENV,
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
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
  }
}

/**
 * Run time (src/config/env.ts): the build has already resolved the base URL, so the bundle holds only
 * the one host it talks to, never the whole table above.
 */
export const runtimeEnvSchema = z
  .object({ ...common, VITE_API_BASE_URL: baseUrl })
  .transform((raw) => toConfig(raw, raw.VITE_API_BASE_URL))

export type AppConfig = ReturnType<typeof toConfig>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses raw variables; the error lists every bad value in plain words. */
export function safeParseEnv(
  raw: Record<string, unknown>,
  schema: z.ZodType<AppConfig> = runtimeEnvSchema,
): { config: AppConfig; error: null } | { config: null; error: string } {
  const result = schema.safeParse(raw)
  if (result.success) return { config: result.data, error: null }
  const lines = result.error.issues.map((issue) => `- ${issue.message}`)
  return { config: null, error: `Credit Connect is misconfigured:\n${lines.join('\n')}` }
}
