/**
 * True when a browser's Origin header names the host the request was sent to. Hosts are compared
 * as URLs normalise them (a scheme's default port dropped); schemes are not compared, because
 * behind a TLS proxy without TRUST_PROXY we see http where the browser says https.
 */
export function isSameOrigin(origin: string, host: string | undefined, protocol: 'http' | 'https'): boolean {
  if (!host) return false
  try {
    const from = new URL(origin)
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false
    return from.host.toLowerCase() === new URL(`${protocol}://${host}`).host.toLowerCase()
  } catch {
    return false
  }
}
