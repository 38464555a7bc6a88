#!/usr/bin/env node
// `npm start`: the app on the built-in sandbox API, with a link for every scenario.
import { createServer } from 'vite'

const port = Number(process.env.PORT ?? 5173)
const server = await createServer({ mode: 'development', server: { port, host: '127.0.0.1' } })
await server.listen()
const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`

// The catalogue comes from the sandbox itself, so this list can never drift from it.
const { scenariosByGroup } = await server.ssrLoadModule('/src/sandbox/scenarios.ts')

const bold = (t) => `\x1b[1m${t}\x1b[0m`
const dim = (t) => `\x1b[2m${t}\x1b[0m`
console.log(`\n  ${bold('Credit Connect')} on the sandbox API (no server, no network)\n`)
console.log(`  Scenario picker: ${bold(`${base}/sandbox`)}`)
console.log(`  System page:     ${base}/system\n`)
for (const [group, scenarios] of scenariosByGroup()) {
  console.log(`  ${bold(group)}`)
  for (const s of scenarios)
    console.log(`    ${base}/sandbox?launch=${s.id}  ${dim(`${s.title} → ${s.lands}`)}`)
}
console.log(
  `\n  ${dim('Each link mints a fresh session token and opens the app as a partner link would. Ctrl+C stops.')}\n`,
)
server.bindCLIShortcuts({ print: false })
