import { describe, expect, it } from 'vitest'
import { whatsappMessageLink } from './whatsapp.ts'

describe('whatsappMessageLink', () => {
  it('opens the chat of the number as dialled, with the message encoded', () => {
    expect(whatsappMessageLink('(809) 555-0142', 'Bonjour Ana, à dimanche & merci ?')).toBe(
      'https://wa.me/18095550142?text=Bonjour%20Ana%2C%20%C3%A0%20dimanche%20%26%20merci%20%3F',
    )
  })

  it('is the bare chat without a message, and null without a usable number', () => {
    expect(whatsappMessageLink('+509 3712 3456', '')).toBe('https://wa.me/50937123456')
    expect(whatsappMessageLink('12', 'Bonjour')).toBeNull()
    expect(whatsappMessageLink('', 'Bonjour')).toBeNull()
  })
})
