// A stand-in partner platform that embeds Credit Connect, as a partner would.
// `npm run partner-demo` (with `npm start` running) and the e2e suite use it.
//
//   node scripts/partner-site.mjs [--ports 4198,4197] [--app http://127.0.0.1:5173]
//   open http://localhost:4198/?launch=new-merchant
//
// Two pages:
//   /     the demo: loads embed.js from the app and calls CreditConnect.mount — nothing else
//         (e2e/embed-library.spec.ts). Its "backend" (/api/credit-connect-token) hands out the
//         sandbox's one-time login tokens (`login-<scenario>`), as a partner's server would ask the
//         lending API for one; `then=<scenario>` picks the scenario of the tokens that follow.
//         `view=promotion` mounts the promotion tile instead, in the partner's own dashboard
//         (`layout=banner` for the banner; `onOpen=inline` opens the app below the tile instead of
//         embed.js's overlay), e2e/embed-promotion.spec.ts.
//   /raw  the bare protocol, for partners who cannot load a script: its own iframe with the token
//         on the link, the `resize` handling and `window.sendToken` (e2e/embed.spec.ts).
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
const SCENARIO = /^[a-z0-9-]{1,64}$/

const attr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
/** JSON inside a <script>: no `</script>` can end it early. */
const js = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

function layout(body) {
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
  #financing, #app { border-radius: 12px; overflow: hidden; background: #fff; }
  nav a { color: #fff; margin-left: 16px; font-weight: 400; }
  .dashboard { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); margin-bottom: 16px; }
  #promotion.banner { grid-column: 1 / -1; }
  .panel { background: #fff; border-radius: 12px; padding: 16px; }
  .panel h2 { margin: 0 0 4px; font-size: 14px; color: #4b5563; font-weight: 500; }
  .panel p { margin: 0; font-size: 24px; font-weight: 600; }
  #app { display: block; width: 100%; height: 480px; border: 0; }
  #log { font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; color: #374151; }
</style>
</head>
<body>
<header>Acme POS — Capital (demo partner page)<nav><a href="/?launch=new-merchant&amp;view=promotion">Tile</a><a href="/?launch=new-merchant&amp;view=promotion&amp;layout=banner">Banner</a><a href="/?launch=new-merchant">Full app</a></nav></header>
<main>
${body}
  <h2>Events from Credit Connect</h2>
  <div id="log"></div>
</main>
</body>
</html>`
}

/** The demo: embed.js and one call to it (the tile, or the whole app). */
function libraryPage(params) {
  const launch = params.get('launch') ?? 'new-merchant'
  const then = params.get('then') ?? launch
  const hideTabs = params.get('hideTabs') === 'true'
  const promotion = params.get('view') === 'promotion'
  const layout_ = params.get('layout') === 'banner' ? 'banner' : 'card'
  const inline = params.get('onOpen') === 'inline'
  const dashboard = promotion
    ? `  <section class="dashboard" aria-label="Today">
    <div class="panel"><h2>Today’s sales</h2><p>$2,814.50</p></div>
    <div class="panel"><h2>Orders</h2><p>96</p></div>
    <div id="promotion" class="${layout_}"></div>
  </section>
  <button id="partner-button" type="button">A button of the partner’s page</button>
`
    : ''
  // The tile's options: its layout, and with onOpen=inline the partner opens the app itself.
  const tileOptions = promotion
    ? `view: 'promotion', layout: ${js(layout_)},${
        inline
          ? `
      onOpen(open) {
        window.openRequests.push(open);
        window.inlineApp ??= getToken().then((token) =>
          CreditConnect.mount('#financing', { appUrl: ${js(appBase.origin)}, token, getToken, onEvent: log }));
      },`
          : ''
      }`
    : ''
  return layout(`${dashboard}  <div id="financing"></div>
<script src="${attr(new URL('/embed.js', appBase).href)}"></script>
<script>
  window.partnerEvents = [];
  window.openRequests = [];
  window.tokenRequests = 0;
  function log(event) {
    window.partnerEvents.push(event);
    document.getElementById('log').textContent += event.type + ' ' + JSON.stringify(event.payload) + '\\n';
  }
  // The partner's backend asks the lending API for a one-time login token for this merchant.
  async function getToken() {
    const scenario = window.tokenRequests++ === 0 ? ${js(launch)} : ${js(then)};
    const response = await fetch('/api/credit-connect-token?scenario=' + encodeURIComponent(scenario));
    return (await response.json()).token;
  }
  getToken().then((token) => {
    window.creditConnect = CreditConnect.mount(${js(promotion ? '#promotion' : '#financing')}, {
      appUrl: ${js(appBase.origin)},
      token,
      hideTabs: ${hideTabs},
      getToken,
      ${tileOptions}
      onEvent: log,
    });
  });
</script>`)
}

/** The bare protocol (docs/embedding.md, "Without the script"). */
function rawPage(params) {
  const app = new URL(`/sandbox?launch=${params.get('launch') ?? 'new-merchant'}`, appBase)
  const sandbox = params.get('sandbox')
  return layout(`  <iframe id="app" title="Financing" src="${attr(app.href)}"${sandbox === null ? '' : ` sandbox="${attr(sandbox)}"`} allow="clipboard-write" referrerpolicy="no-referrer"></iframe>
<script>
  const appOrigin = ${js(app.origin)};
  const frame = document.getElementById('app');
  window.partnerEvents = [];
  window.addEventListener('message', (event) => {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.source !== 'credit-connect' || data.version !== 1) return;
    window.partnerEvents.push(data);
    if (data.type === 'resize') frame.style.height = data.payload.height + 'px';
    document.getElementById('log').textContent += data.type + ' ' + JSON.stringify(data.payload) + '\\n';
  });
  // Hand the app a fresh session token (for example after 'session-expired').
  window.sendToken = (token, shopId) =>
    frame.contentWindow.postMessage({ source: 'credit-connect-host', version: 1, type: 'set-token', token, shopId }, appOrigin);
</script>`)
}

for (const port of values.ports.split(',').map(Number)) {
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`)
    const html = (text) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(text)
    }
    if (url.pathname === '/') return html(libraryPage(url.searchParams))
    if (url.pathname === '/raw') return html(rawPage(url.searchParams))
    if (url.pathname === '/api/credit-connect-token') {
      const scenario = url.searchParams.get('scenario') ?? ''
      if (!SCENARIO.test(scenario)) return res.writeHead(400).end()
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      return res.end(JSON.stringify({ token: `login-${scenario}` }))
    }
    res.writeHead(404).end()
  }).listen(port, '127.0.0.1', () =>
    console.log(`Partner page: http://localhost:${port}/?launch=new-merchant`),
  )
}
