import { describe, expect, it } from 'vitest'
import { replyMailto, telLink, whatsappLink } from './phone-links.ts'

describe('whatsappLink', () => {
  it('adds the country code 1 to a 10-digit Dominican number', () => {
    expect(whatsappLink('809-555-0142')).toBe('https://wa.me/18095550142')
    expect(whatsappLink('(829) 555 0133')).toBe('https://wa.me/18295550133')
    expect(whatsappLink('849.555.0190')).toBe('https://wa.me/18495550190')
  })

  it('keeps a number that already has its country code', () => {
    expect(whatsappLink('+1 (809) 555-0142')).toBe('https://wa.me/18095550142')
    expect(whatsappLink('+509 3555 0101')).toBe('https://wa.me/50935550101')
  })

  it('leaves other 10-digit numbers alone', () => {
    expect(whatsappLink('305-555-0100')).toBe('https://wa.me/3055550100')
  })

  it('gives nothing without a usable phone', () => {
    expect(whatsappLink('')).toBeNull()
    expect(whatsappLink(undefined)).toBeNull()
    expect(whatsappLink('12-34')).toBeNull()
  })
})

describe('replyMailto', () => {
  it('answers with "Re: <subject>", URL-encoded', () => {
    expect(replyMailto('marie@example.org', "Demande d'information")).toBe(
      "mailto:marie@example.org?subject=Re%3A%20Demande%20d'information",
    )
  })

  it('encodes characters that would break the link', () => {
    const href = replyMailto('a@example.org', 'Prière & louange ? #1')
    expect(href).toBe('mailto:a@example.org?subject=Re%3A%20Pri%C3%A8re%20%26%20louange%20%3F%20%231')
    expect(decodeURIComponent(new URL(href).search.slice('?subject='.length))).toBe('Re: Prière & louange ? #1')
  })
})

describe('telLink', () => {
  it('dials a Dominican number with its country code', () => {
    expect(telLink('809-555-0142')).toBe('tel:+18095550142')
    expect(telLink('+509 3555 0101')).toBe('tel:+50935550101')
  })

  it('dials a number without country code as typed', () => {
    expect(telLink('305-555-0100')).toBe('tel:3055550100')
  })

  it('gives nothing without a usable phone', () => {
    expect(telLink('')).toBeNull()
    expect(telLink(null)).toBeNull()
    expect(telLink('12-34')).toBeNull()
  })
})
