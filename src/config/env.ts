import { parseEnv } from './env-schema'

/**
 * The validated configuration. Throws a `ConfigError` at import time on a bad value;
 * `main.tsx` catches it and shows the message instead of a blank page.
 */
export const env = parseEnv({
  ...import.meta.env,
  VITE_APP_VERSION: import.meta.env.VITE_APP_VERSION ?? __APP_VERSION__,
})
