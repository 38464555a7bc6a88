// A self-signed certificate for 127.0.0.1 and localhost, for serving the HTTP sandbox API and the static
// host over TLS (and so HTTP/2, which browsers speak only over TLS) on this machine: the speed
// measurement (scripts/quality/speed.mjs) and `npm run sandbox:api -- --tls`. Made once with the
// system `openssl` (no npm dependency) into node_modules/.cache/credit-connect-dev-cert/ and reused
// while it is valid for at least another day. No browser trusts it: Chromium runs with
// `--ignore-certificate-errors`, a Node client passes it as `ca` (docs/decisions/0015-http-sandbox.md).
//
//   const { key, cert } = devCertificate()   // PEM strings
//   http2.createSecureServer({ key, cert, allowHTTP1: true }, handler)
import { execFileSync } from 'node:child_process'
import { X509Certificate, createPrivateKey } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..', '..')
export const DEV_CERT_DIR = join(ROOT, 'node_modules', '.cache', 'credit-connect-dev-cert')
/** The key and the certificate in one file, so a reader never pairs one run's key with another's certificate. */
const FILE = join(DEV_CERT_DIR, 'dev-cert.pem')
const DAYS = 30
/** Made again when it expires within this long, so a long run never outlives it. */
const MARGIN_MS = 24 * 60 * 60 * 1000

const pemBlock = (text, label) =>
  new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----\\n?`).exec(text)?.[0] ?? null

/** `{ key, cert }` from the cached file when it is still good, else null. */
function cached() {
  if (!existsSync(FILE)) return null
  try {
    const text = readFileSync(FILE, 'utf8')
    const key = pemBlock(text, 'PRIVATE KEY')
    const cert = pemBlock(text, 'CERTIFICATE')
    if (!key || !cert) return null
    const x509 = new X509Certificate(cert)
    const good =
      Date.parse(x509.validTo) - Date.now() > MARGIN_MS &&
      Date.parse(x509.validFrom) <= Date.now() &&
      x509.checkIP('127.0.0.1') !== undefined &&
      x509.checkHost('localhost') !== undefined &&
      x509.checkPrivateKey(createPrivateKey(key))
    return good ? { key, cert } : null
  } catch {
    // A damaged file (a key or certificate that does not parse): make a new one.
    return null
  }
}

/** Runs openssl into a fresh directory beside the cache and moves the result into place. */
function generate() {
  mkdirSync(DEV_CERT_DIR, { recursive: true })
  const work = mkdtempSync(join(DEV_CERT_DIR, 'new-'))
  try {
    const keyFile = join(work, 'key.pem')
    const certFile = join(work, 'cert.pem')
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          String(DAYS),
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost',
          '-addext',
          'extendedKeyUsage=serverAuth',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      )
    } catch (error) {
      const reason =
        error.code === 'ENOENT'
          ? 'the `openssl` command is not installed'
          : `openssl failed: ${String(error.stderr ?? error.message)
              .trim()
              .split('\n')
              .at(-1)}`
      throw Object.assign(new Error(`Cannot make the local TLS certificate: ${reason}.`), {
        code: error.code === 'ENOENT' ? 'ENOOPENSSL' : 'EOPENSSL',
      })
    }
    const key = readFileSync(keyFile, 'utf8')
    const cert = readFileSync(certFile, 'utf8')
    // Atomic for readers: another process making one at the same moment just replaces it whole.
    const combined = join(work, 'dev-cert.pem')
    writeFileSync(combined, `${key.trimEnd()}\n${cert.trimEnd()}\n`, { mode: 0o600 })
    renameSync(combined, FILE)
    return { key: pemBlock(key, 'PRIVATE KEY') ?? key, cert: pemBlock(cert, 'CERTIFICATE') ?? cert }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * The local certificate and its key (PEM strings): the cached pair while valid, else a new one made
 * with `openssl`. Throws (code `ENOOPENSSL`) when openssl is missing.
 */
export function devCertificate() {
  return cached() ?? generate()
}
