import { type AppConfig, type AppEnvironment, ConfigError, safeParseEnv } from './env-schema.ts'

/**
 * Build-time configuration, for vite.config.ts (a bad value stops the build or dev server with a
 * readable message) and tests. Never imported by app code: the bundle carries only the resolved host.
 */

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

export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const result = safeParseEnv(raw, (environment) => API_BASE_URLS[environment])
  if (result.error !== null) throw new ConfigError(result.error)
  return result.config
}
