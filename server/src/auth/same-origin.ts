// The dashboard's defence against cross-site request forgery, besides the SameSite=Strict cookie:
// a state-changing request must come from the dashboard's own origin.

/**
 * True when a browser's Origin header names the scheme and host the request was sent to (hosts
 * as URLs normalise them: a scheme's default port dropped). Behind a TLS proxy the server sees
 * `https` only with TRUST_PROXY; without it, an https Origin is refused, and the server warns
 * once at the first plain-HTTP request (plugins/security-headers.ts).
 */
export function isSameOrigin(origin: string, host: string | undefined, protocol: 'http' | 'https'): boolean {
  if (!host) return false
  try {
    const from = new URL(origin)
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false
    return from.origin.toLowerCase() === new URL(`${protocol}://${host}`).origin.toLowerCase()
  } catch {
    return false
  }
}

/** What the guard reads of a request: its headers, the host and the scheme it was sent to. */
export interface RequestOrigin {
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined }
  host: string | undefined
  protocol: 'http' | 'https'
}

/**
 * Why a state-changing request must be refused, or null. Browsers send Sec-Fetch-Site on every
 * request (Chrome 76, Firefox 90, Safari 16.4): `cross-site` and `same-site` (a sibling
 * sub-domain) are refused whatever the Origin says; `same-origin` and `none` (typed by the user)
 * pass. The Origin header, when present, must name this server exactly. A request with neither
 * header is not a browser's, and carries no cookie a page could have borrowed.
 */
export function crossSiteRefusal({ headers, host, protocol }: RequestOrigin): string | null {
  const site = headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`
  const origin = headers.origin
  if (origin !== undefined && !isSameOrigin(origin, host, protocol)) return `Origin: ${origin}`
  return null
}
