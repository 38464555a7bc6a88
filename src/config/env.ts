import { type AppConfig, safeParseEnv } from './env-schema'

// Each variable is read by name so the build can put its value in place (vite.config.ts resolves
// VITE_API_BASE_URL from VITE_APP_ENV); the start-up check still validates every one.
const parsed = safeParseEnv(
  {
    VITE_APP_ENV: import.meta.env.VITE_APP_ENV,
    VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
    VITE_API_MOCKING: import.meta.env.VITE_API_MOCKING,
    VITE_DATADOG_APPLICATION_ID: import.meta.env.VITE_DATADOG_APPLICATION_ID,
    VITE_DATADOG_CLIENT_TOKEN: import.meta.env.VITE_DATADOG_CLIENT_TOKEN,
    VITE_DATADOG_SITE: import.meta.env.VITE_DATADOG_SITE,
    VITE_DATADOG_SERVICE: import.meta.env.VITE_DATADOG_SERVICE,
    VITE_APP_VERSION: import.meta.env.VITE_APP_VERSION ?? __APP_VERSION__,
    VITE_PARTNER_ORIGINS: import.meta.env.VITE_PARTNER_ORIGINS,
  },
  // No host table here: the build has resolved VITE_API_BASE_URL (vite.config.ts).
)

/** A bad value's message; when set, main.tsx shows it and the app does not start. */
export const configError: string | null = parsed.error

const fallback: AppConfig = {
  environment: 'production',
  apiBaseUrl: 'http://invalid.localhost',
  apiMocking: false,
  appVersion: __APP_VERSION__,
  datadog: null,
  partnerOrigins: {},
  partnerFontOrigins: [],
}

/** The validated configuration (a harmless fallback while `configError` is set; never used then). */
export const env: AppConfig = parsed.config ?? fallback
