import { useEffect, useState } from 'react'
import { church } from '../../../content/church.ts'

/**
 * Schema.org data about the church for search engines. A `<script type="application/ld+json">`
 * is a data block, never executed, so the CSP's script-src does not apply to it.
 */
export function ChurchJsonLd() {
  // The site's address is only known in the browser (it is not configured at build time).
  const [url, setUrl] = useState<string>()
  useEffect(() => setUrl(`${window.location.origin}/`), [])

  const data = {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: church.name,
    alternateName: church.shortName,
    foundingDate: String(church.foundedYear),
    telephone: church.phone.tel,
    email: church.emails.main,
    ...(url ? { url } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: church.address.street,
      addressLocality: church.address.city,
      addressCountry: 'DO',
    },
  }
  // "<" escaped so that no value can ever close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
