/**
 * Who the HTTP sandbox (http-server.ts) answers, and whom it takes its controls from: its own host
 * only (the DNS-rebinding guard), and latency and faults only from this machine. Node-free.
 */
import { LOOPBACK_HOSTS } from '@/lib/urls'
import type { RequestSource } from './http-server-controls'
import { LOOPBACK_ORIGIN } from './http-server-parts'

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && /^(?:::ffff:)?127(?:\.\d{1,3}){3}$|^::1$/i.test(address)
}

/**
 * The Host (or HTTP/2 `:authority`) values the server answers: a loopback name (`127.0.0.1`,
 * `localhost`, `[::1]`) with its port, or its own origin's host. Anything else, or none, is refused.
 */
export function ownHostFilter(origin: string): (authority: string | undefined) => boolean {
  const { protocol, host, port } = new URL(origin)
  const hostOf = (authority: string) => {
    try {
      const url = new URL(`${protocol}//${authority}`)
      return url.username || url.password || url.pathname !== '/' || url.search || url.hash ? null : url.host
    } catch {
      return null
    }
  }
  const own = new Set([host, ...LOOPBACK_HOSTS.map((name) => (port ? `${name}:${port}` : name))].map(hostOf))
  return (authority) => authority !== undefined && authority !== '' && own.has(hostOf(authority))
}

/**
 * Whether a request may set latency or inject faults (the admin endpoints, a launch link's
 * `sandboxLatency` and `sandboxFaults`): only from this machine, a loopback address, and a loopback
 * page or none (curl, a script).
 */
export function requestSource(
  remoteAddress: string | undefined,
  requestOrigin: string | null,
  origin: string,
): RequestSource {
  return isLoopbackAddress(remoteAddress) &&
    (requestOrigin === null || requestOrigin === origin || LOOPBACK_ORIGIN.test(requestOrigin))
    ? 'loopback'
    : 'elsewhere'
}
