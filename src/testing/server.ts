import { setupServer } from 'msw/node'
import { env } from '@/config/env'
import { createSandbox } from '@/sandbox/sandbox'

/** The same sandbox the browser runs, in node: reset to the seeded catalogue before every test. */
export const sandbox = createSandbox({ baseUrl: env.apiBaseUrl })
export const server = setupServer(...sandbox.handlers)
export const apiUrl = (path: string) => `${env.apiBaseUrl}${path}`
