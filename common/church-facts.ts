// Texts drawn from the church's content document (common/schemas/site-content.ts) wherever they
// are shown: the address on one line, its map link, the WhatsApp number, and the forms' messages
// that name the pastor or the church's phone.
import { formatPhone } from './phone.ts'
import type { SiteContent } from './schemas/site-content.ts'

type Address = SiteContent['contacts']['address']

/** « Calle del Sol 45, Santiago de los Caballeros, République dominicaine » */
export const fullAddressOf = ({ street, city, country }: Address) => `${street}, ${city}, ${country}`

/** Google Maps' search for the address (opens the app on a phone). */
export const mapsUrlOf = (address: Address) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddressOf(address))}`

/** The number the WhatsApp links open a chat with (E.164), or undefined when the site has none. */
export function whatsappNumberOf({ phone, whatsapp }: Pick<SiteContent['contacts'], 'phone' | 'whatsapp'>) {
  if (whatsapp.use === 'none') return undefined
  return whatsapp.use === 'other' ? whatsapp.number : phone
}

/** The forms' messages that name the pastor or the church's phone. */
export function contactMessages(pastorName: string, phoneDisplay: string) {
  return {
    membershipSuccess: `Votre inscription a été enregistrée avec succès. Le Pasteur ${pastorName} vous contactera bientôt pour vous accueillir officiellement dans notre communauté.`,
    membershipError: `Une erreur est survenue lors de l'inscription. Veuillez réessayer ou nous contacter au ${phoneDisplay}.`,
    contactSuccess: `Message envoyé avec succès ! Le Pasteur ${pastorName} vous répondra bientôt.`,
    contactError: `Une erreur est survenue. Veuillez réessayer ou nous contacter directement au ${phoneDisplay}.`,
  }
}

/** The messages of `content` (the site's forms read them from the current document). */
export const contactMessagesOf = (content: Pick<SiteContent, 'pastor' | 'contacts'>) =>
  contactMessages(content.pastor.name, formatPhone(content.contacts.phone))
