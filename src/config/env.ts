import type { AppConfig } from './env-schema'

/**
 * The configuration, validated by the build: vite.config.ts parses the variables with the rules of
 * env-schema.ts (`parseEnv`), refuses to build or test with a bad one, and puts the result in the
 * bundle as `__APP_CONFIG__` (with the resolved API host only). So start-up parses nothing, and no
 * zod loads with the first page (docs/decisions/0007-response-schemas-beside-their-data.md).
 */
const built: AppConfig | null = typeof __APP_CONFIG__ === 'object' ? __APP_CONFIG__ : null

/**
 * A configuration problem; when set, main.tsx shows it and the app does not start. The build refuses
 * bad values, so this is only ever set for code compiled without vite.config.ts's `define`.
 */
export const configError: string | null = built
  ? null
  : 'Credit Connect is misconfigured:\n- it was built without its configuration (__APP_CONFIG__, vite.config.ts)'

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
export const env: AppConfig = built ?? fallback
