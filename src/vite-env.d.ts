/// <reference types="vite/client" />

declare const __APP_VERSION__: string

/**
 * The configuration the build validated (vite.config.ts `define`, rules in src/config/env-schema.ts);
 * read through src/config/env.ts.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an `import` would make this global script a module
declare const __APP_CONFIG__: import('./config/env-schema').AppConfig

interface ImportMetaEnv {
  readonly VITE_APP_ENV?: string
  readonly VITE_API_BASE_URL?: string
  readonly VITE_API_MOCKING?: string
  readonly VITE_DATADOG_APPLICATION_ID?: string
  readonly VITE_DATADOG_CLIENT_TOKEN?: string
  readonly VITE_DATADOG_SITE?: string
  readonly VITE_DATADOG_SERVICE?: string
  readonly VITE_APP_VERSION?: string
  readonly VITE_PARTNER_ORIGINS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** A Lingui catalogue, compiled by @lingui/vite-plugin at build time (src/lib/i18n/runtime.ts). */
declare module '*.po' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an `import` would make this global script a module
  export const messages: import('@lingui/core').Messages
}
