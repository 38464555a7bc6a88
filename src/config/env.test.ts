import { API_BASE_URLS, parseEnv } from './build-env'
import { configError, env } from './env'

// Start-up reads the configuration the build validated (vite.config.ts `define`), without parsing
// anything: under Vitest, that is test.env, checked by the same rules (build-env.test.ts tests them).
test('the app starts with the configuration the build validated', () => {
  expect(configError).toBeNull()
  expect(env).toEqual(
    parseEnv({
      VITE_APP_ENV: 'development',
      VITE_API_MOCKING: 'disabled',
      VITE_API_BASE_URL: API_BASE_URLS.development,
      VITE_PARTNER_ORIGINS:
        'partner_acme=https://pos.acme.example,https://admin.acme.example partner_bistro=https://bistro.example',
      VITE_APP_VERSION: __APP_VERSION__,
    }),
  )
  expect(env.apiBaseUrl).toBe(import.meta.env.VITE_API_BASE_URL)
  expect(env.appVersion).toBe(__APP_VERSION__)
})
