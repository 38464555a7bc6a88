// A stand-in partner page that embeds Credit Connect in an iframe, as a partner platform would:
// it sizes the iframe from the app's `resize` events, logs every event, and can hand over a token.
// `npm run partner-demo` (with `npm start` running) and the e2e suite (e2e/embed.spec.ts) use it.
//
//   node scripts/partner-site.mjs [--ports 4198,4197] [--app http://127.0.0.1:5173]
//   open http://localhost:4198/?launch=new-merchant
//
// Port 4198 is an allowed partner origin in .env.development and .env.e2e; 4197 is not (the app
// refuses to be framed there: frame-ancestors).
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    ports: { type: 'string', default: '4198' },
    app: { type: 'string', default: 'http://127.0.0.1:5173' },
  },
})
const appBase = new URL(values.app)

function page(params) {
  const app = new URL(
    params.get('src') ?? `/sandbox?launch=${params.get('launch') ?? 'new-merchant'}`,
    appBase,
  )
  const sandbox = params.get('sandbox')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme POS · Capital</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #eef0f3; color: #111827; }
  header { padding: 14px 20px; background: #111827; color: #fff; font-weight: 600; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px; }
  iframe { display: block; width: 100%; height: 480px; border: 0; border-radius: 12px; background: #fff; }
  #log { font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; color: #374151; }
</style>
</head>
<body>
<header>Acme POS — Capital (demo partner page)</header>
<main>
  <iframe id="app" title="Financing" src="${app.href.replace(/"/g, '&quot;')}"${sandbox === null ? '' : ` sandbox="${sandbox.replace(/"/g, '&quot;')}"`} allow="clipboard-write"></iframe>
  <h2>Events from Credit Connect</h2>
  <div id="log"></div>
</main>
<script>
  const appOrigin = ${JSON.stringify(app.origin)};
  const frame = document.getElementById('app');
  window.partnerEvents = [];
  window.addEventListener('message', (event) => {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.source !== 'credit-connect') return;
    window.partnerEvents.push(data);
    if (data.type === 'resize') frame.style.height = data.payload.height + 'px';
    document.getElementById('log').textContent += data.type + ' ' + JSON.stringify(data.payload) + '\\n';
  });
  // Hand the app a fresh session token (for example after 'session-expired').
  window.sendToken = (token, shopId) =>
    frame.contentWindow.postMessage({ source: 'credit-connect-host', type: 'set-token', token, shopId }, appOrigin);
</script>
</body>
</html>`
}

for (const port of values.ports.split(',').map(Number)) {
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`)
    if (url.pathname !== '/') {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(page(url.searchParams))
  }).listen(port, '127.0.0.1', () =>
    console.log(`Partner page: http://localhost:${port}/?launch=new-merchant`),
  )
}
