import { http } from 'msw'
import { setupServer } from 'msw/node'
import { env } from '@/config/env'
import { problem } from '@/sandbox/handlers/common'
import { createSandbox } from '@/sandbox/sandbox'

/** The same sandbox the browser runs, in node: reset to the seeded catalogue before every test. */
export const sandbox = createSandbox({ baseUrl: env.apiBaseUrl })
export const server = setupServer(...sandbox.handlers)
export const apiUrl = (path: string) => `${env.apiBaseUrl}${path}`

export { problem }

/** For the rest of the test, `method path` answers the contract's error body (`problem`'s arguments). */
export function answerWithProblem(
  method: 'get' | 'post',
  path: string,
  ...answer: Parameters<typeof problem>
) {
  server.use(http[method](apiUrl(path), () => problem(...answer)))
}
