// The church's facts, in one place, so the church edits them without touching components.
// Values marked SAMPLE are placeholders to replace before going live (see README).
import { paypalDonateUrl } from '../schemas/donation-defaults.ts'
import type { DonationSettings } from '../schemas/donation-settings.ts'

export const church = {
  name: 'Église Baptiste Francophone de Santiago',
  shortName: 'EBF Santiago',
  foundedYear: 2011,
  /** SAMPLE */
  pastor: { name: 'Jean-Baptiste Exemple', title: 'Pasteur principal' },
  /** SAMPLE: 809-555 numbers are reserved for fiction. */
  phone: { display: '+1 (809) 555-0142', tel: '+18095550142' },
  /** SAMPLE */
  emails: { main: 'contact@example.org', pastor: 'pasteur@example.org' },
  address: {
    street: 'Calle del Sol 45 (adresse à confirmer)',
    city: 'Santiago de los Caballeros',
    country: 'République dominicaine',
  },
  /**
   * SAMPLE: the account that receives PayPal gifts. The built-in value: the dashboard's Dons tab
   * changes it (stored in the database, GET /api/donation), and the site then links there.
   */
  donation: { paypalEmail: 'dons@example.org', currency: 'USD' } satisfies DonationSettings,
  /** SAMPLE */
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'WhatsApp', href: 'https://wa.me/18095550142' },
  ],
  stats: { members: '342+', yearsOfService: 14, institutions: 3 },
  /** Dashboard's own static figures (spec §1; the 13 years differ from the home page's 14 on purpose). */
  dashboardFigures: { photos: '20+', ministries: 8, programmes: 2, founded: 2011, yearsOfService: 13 },
  /** Service hours of the contact section (spec §2). */
  serviceHours: [
    { day: 'Dimanche', time: '09:00', label: 'Culte principal' },
    { day: 'Dimanche', time: '10:30', label: 'École du dimanche' },
    { day: 'Mercredi', time: '19:00', label: 'Étude biblique' },
    { day: 'Vendredi', time: '19:00', label: 'Culte des jeunes' },
  ],
  feproba: { name: 'FEPROBA', foundedYear: 2018, taxNumber: 'RNC 1-30-00000-0 (à confirmer)' },
  isl: {
    name: 'ISL',
    foundedYear: 2019,
    stats: { activeStudents: '200+', graduates: '120+', teachers: 15 },
  },
} as const

export const fullAddress = `${church.address.street}, ${church.address.city}, ${church.address.country}`

export const googleMapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress)}`

/** PayPal's donate page for `settings` (account e-mail, currency), offering the recurring option. */
export const donateUrlFor = (settings: DonationSettings) => paypalDonateUrl(settings, `Don — ${church.name}`)

/** The donate page for the built-in account: what the prerendered pages link to. */
export const donationUrl = donateUrlFor(church.donation)

/** The spec's messages (§8) that name the pastor or the church's phone. */
export const messages = {
  membershipSuccessTitle: 'Bienvenue dans la famille !',
  membershipSuccess: `Votre inscription a été enregistrée avec succès. Le Pasteur ${church.pastor.name} vous contactera bientôt pour vous accueillir officiellement dans notre communauté.`,
  membershipError: `Une erreur est survenue lors de l'inscription. Veuillez réessayer ou nous contacter au ${church.phone.display}.`,
  newsletterSuccess: 'Inscription réussie ! Merci de rejoindre notre communauté.',
  newsletterError: 'Une erreur est survenue. Veuillez réessayer.',
  contactSuccess: `Message envoyé avec succès ! Le Pasteur ${church.pastor.name} vous répondra bientôt.`,
  contactError: `Une erreur est survenue. Veuillez réessayer ou nous contacter directement au ${church.phone.display}.`,
  feprobaSuccess: 'Demande envoyée avec succès ! Nous vous contacterons bientôt.',
  islSuccess: 'Candidature soumise avec succès ! Notre équipe académique vous contactera bientôt.',
  programmeError: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
  wrongPassword: 'Mot de passe incorrect',
  emptyGallery: 'Aucune image trouvée pour cette catégorie.',
} as const
