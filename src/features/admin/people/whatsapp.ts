// The wa.me link that opens WhatsApp with a message typed in. The template's text in the
// person's language is common/people-rules.ts' renderTemplate, the server's own rule.
import { whatsappLink } from '../kit/phone-links.ts'

/** https://wa.me/<digits>?text=<the message>, or null without a usable number. */
export function whatsappMessageLink(phone: string | null | undefined, text: string): string | null {
  const chat = whatsappLink(phone)
  if (!chat) return null
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat
}
