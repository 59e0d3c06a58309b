// The church's facts as a new installation starts with them: the server copies them into its
// database on first start (common/seed/site-content.ts), and the church then edits them
// there. Values marked SAMPLE are placeholders to replace before going live (see README).
import { contactMessages, fullAddressOf, mapsUrlOf } from '../church-facts.ts'
import { formatPhone } from '../phone.ts'
import { BUILT_IN_DONATION, CHURCH_NAME } from './built-in-donation.ts'

export const church = {
  name: CHURCH_NAME,
  shortName: 'EBF Santiago',
  foundedYear: 2011,
  /** SAMPLE */
  pastor: { name: 'Jean-Baptiste Exemple', title: 'Pasteur principal' },
  /** SAMPLE: 809-555 numbers are reserved for fiction. E.164, as the site stores every number. */
  phone: '+18095550142',
  /** The WhatsApp links go to the church's phone. */
  whatsapp: { use: 'phone', number: '' },
  /** SAMPLE */
  emails: { main: 'contact@example.org', pastor: 'pasteur@example.org' },
  address: {
    street: 'Calle del Sol 45 (adresse à confirmer)',
    city: 'Santiago de los Caballeros',
    country: 'République dominicaine',
  },
  /** SAMPLE: the account that receives PayPal gifts (built-in-donation.ts). */
  donation: BUILT_IN_DONATION,
  /** SAMPLE */
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
  ],
  stats: { members: '342+', yearsOfService: 14, institutions: 3 },
  /** Dashboard's own static figures (the 13 years differ from the home page's 14 on purpose). */
  dashboardFigures: { photos: '20+', ministries: 8, programmes: 2, founded: 2011, yearsOfService: 13 },
  feproba: { name: 'FEPROBA', foundedYear: 2018, taxNumber: 'RNC 1-30-00000-0 (à confirmer)' },
  isl: {
    name: 'ISL',
    foundedYear: 2019,
    stats: { activeStudents: '200+', graduates: '120+', teachers: 15 },
  },
} as const

export const fullAddress = fullAddressOf(church.address)

export const googleMapsUrl = mapsUrlOf(church.address)

/**
 * The forms' messages. Those that name the pastor or the phone are the built-in values'
 * here: the site's forms take them from the stored content (contactMessagesOf).
 */
export const messages = {
  membershipSuccessTitle: 'Bienvenue dans la famille !',
  ...contactMessages(church.pastor.name, formatPhone(church.phone)),
  newsletterSuccess: 'Inscription réussie ! Merci de rejoindre notre communauté.',
  newsletterError: 'Une erreur est survenue. Veuillez réessayer.',
  feprobaSuccess: 'Demande envoyée avec succès ! Nous vous contacterons bientôt.',
  islSuccess: 'Candidature soumise avec succès ! Notre équipe académique vous contactera bientôt.',
  programmeError: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
  wrongPassword: 'Mot de passe incorrect',
} as const
