import { describe, expect, it } from 'vitest'
import { church } from './seed/church.ts'
import { siteContentSeed } from './seed/site-content.ts'
import { launchChecklist } from './launch-checklist.ts'
import { overlappingServices, sampleEventsIn } from './launch-checklist-calendar.ts'
import { fallbackServices, sampleServices, upcomingSampleEvents } from './seed/services-and-events.ts'
import type { SiteContent } from './schemas/site-content.ts'

/** The seed with every sample replaced by the church's own values. */
function filledIn(): SiteContent {
  const site = siteContentSeed()
  site.pastor.name = 'Jean Martin'
  site.contacts.phone = '+18092417788'
  site.contacts.emails = { main: 'contact@ebf-santiago.org', pastor: 'pasteur@ebf-santiago.org' }
  site.contacts.address.street = 'Calle del Sol 45'
  site.social = [{ label: 'Facebook', href: 'https://www.facebook.com/ebfsantiago' }]
  site.leaders = site.leaders.map((leader, index) => ({
    ...leader,
    name: `Responsable ${index}`,
    phone: `+180924177${10 + index}`,
    email: `responsable${index}@ebf-santiago.org`,
  }))
  site.directors = site.directors.map((director, index) => ({ ...director, name: `Directeur ${index}` }))
  site.feproba.taxNumber = 'RNC 1-30-12345-6'
  return site
}
const ownEvents = [{ title: 'Veillée de prière', description: 'Une soirée de prière pour la ville.' }]
const own = { paypalEmail: 'dons@ebf-santiago.org', samplePhotos: 0, services: sampleServices, events: ownEvents }

describe('launchChecklist', () => {
  it('lists every sample of a new installation, each with the form that fixes it', () => {
    const items = launchChecklist({
      site: siteContentSeed(),
      paypalEmail: church.donation.paypalEmail,
      samplePhotos: 20,
      services: sampleServices,
      events: upcomingSampleEvents(new Date('2026-11-22T12:00:00Z')),
    })
    const byKey = new Map(items.map((item) => [item.key, item]))
    expect(byKey.get('contacts.phone')).toEqual({
      key: 'contacts.phone',
      label: 'Contacts : téléphone',
      value: '+1 (809) 555-0142',
      action: 'Remplacez-le par le vrai numéro : le site l’affiche, l’appelle et en fait les liens WhatsApp.',
      href: '/admin-dashboard/site?partie=contacts',
    })
    expect(byKey.get('leaders.1.phone')?.value).toBe('+1 (809) 555-0143')
    expect(byKey.get('contacts.emails.main')?.value).toBe('contact@example.org')
    expect(byKey.get('contacts.address.street')).toEqual({
      key: 'contacts.address.street',
      label: 'Contacts : adresse',
      value: 'Calle del Sol 45 (adresse à confirmer)',
      action: 'Écrivez l’adresse exacte : le site l’affiche et en fait le lien vers la carte.',
      href: '/admin-dashboard/site?partie=contacts',
    })
    expect(byKey.get('pastor.name')?.value).toBe(church.pastor.name)
    expect(byKey.get('leaders.1.email')?.label).toBe('Équipe pastorale — Marc Exemple : e-mail')
    expect(byKey.get('leaders.1.email')?.href).toBe('/admin-dashboard/site?partie=equipe')
    expect(byKey.get('directors.0.name')?.href).toBe('/admin-dashboard/site?partie=directeurs')
    expect(byKey.get('feproba.taxNumber')?.href).toBe('/admin-dashboard/site?partie=feproba')
    expect(byKey.get('social.0.href')?.href).toBe('/admin-dashboard/site?partie=reseaux')
    expect(byKey.get('social.1.href')).toMatchObject({
      label: 'Réseaux sociaux — YouTube : lien',
      value: 'https://www.youtube.com/',
      action: expect.stringMatching(/^Mettez l’adresse de la page de l’église sur ce réseau/),
    })
    expect(byKey.get('events')).toEqual({
      key: 'events',
      label: 'Événements : 4 événements d’exemple',
      value: upcomingSampleEvents()
        .map((event) => event.title)
        .join(' · '),
      action: 'Supprimez-les, ou remplacez-les par les événements de l’église.',
      href: '/admin-dashboard/evenements',
    })
    // The sample week has no two services at once.
    expect([...byKey.keys()].filter((key) => key.startsWith('services.'))).toEqual([])
    expect(items.every((item) => item.action.length > 0)).toBe(true)
    expect(byKey.get('donation.paypalEmail')?.href).toBe('/admin-dashboard/dons')
    expect(byKey.get('gallery')).toMatchObject({
      label: 'Galerie : 20 photos d’exemple générées',
      href: '/admin-dashboard/galerie',
    })
    expect(byKey.size).toBe(items.length)
  })

  it('is empty once the church has filled in its own values', () => {
    expect(launchChecklist({ site: filledIn(), ...own })).toEqual([])
  })

  it('shrinks as each value is replaced', () => {
    const site = filledIn()
    site.contacts.emails.main = 'contact@example.org'
    site.feproba.taxNumber = 'RNC à confirmer'
    expect(launchChecklist({ site, ...own, samplePhotos: 1 }).map((item) => [item.key, item.label])).toEqual([
      ['contacts.emails.main', 'Contacts : e-mail de l’église'],
      ['feproba.taxNumber', 'FEPROBA : numéro fiscal'],
      ['gallery', 'Galerie : 1 photo d’exemple générée'],
    ])
  })

  it('does not take a real 809 number or a real name for a sample', () => {
    const site = filledIn()
    site.contacts.phone = '+18095552000'
    site.directors[0] = { name: 'Exemplaire Dupont', position: 'Accueil', phone: '+18095552000', email: '' }
    expect(launchChecklist({ site, ...own })).toEqual([])
  })

  it('lists a director’s sample phone or e-mail, not an empty one nor a leader without a photo', () => {
    const site = filledIn()
    expect(site.leaders.every((leader) => leader.photo === null)).toBe(true)
    expect(site.directors.every((director) => director.phone === '' && director.email === '')).toBe(true)
    expect(launchChecklist({ site, ...own })).toEqual([])
    site.directors[1] = { ...site.directors[1]!, phone: '+18295550171', email: 'enfants@example.org' }
    expect(launchChecklist({ site, ...own })).toEqual([
      {
        key: 'directors.1.phone',
        label: 'Directeurs de ministères — Directeur 1 : téléphone',
        value: '+1 (829) 555-0171',
        action: 'Remplacez-le par le vrai numéro : le site l’affiche et l’appelle.',
        href: '/admin-dashboard/site?partie=directeurs',
      },
      {
        key: 'directors.1.email',
        label: 'Directeurs de ministères — Directeur 1 : e-mail',
        value: 'enfants@example.org',
        action: 'Remplacez-la par une adresse que l’église consulte.',
        href: '/admin-dashboard/site?partie=directeurs',
      },
    ])
  })

  it('lists a WhatsApp number of its own that is still a sample', () => {
    const site = filledIn()
    site.contacts.whatsapp = { use: 'other', number: '+18095550150' }
    expect(launchChecklist({ site, ...own })).toMatchObject([
      { key: 'contacts.whatsapp.number', label: 'Contacts : numéro WhatsApp', value: '+1 (809) 555-0150' },
    ])
  })

  it('lists a social link to a network itself, not to the church’s page there nor to its own site', () => {
    const site = filledIn()
    site.social = [
      { label: 'Facebook', href: 'https://facebook.com' },
      { label: 'YouTube', href: 'https://m.youtube.com/?app=desktop' },
      { label: 'Instagram', href: 'https://www.instagram.com/ebfsantiago/' },
      { label: 'YouTube', href: 'https://www.youtube.com/@ebfsantiago' },
      { label: 'Site', href: 'https://ebf-santiago.org/' },
    ]
    expect(launchChecklist({ site, ...own }).map((item) => [item.key, item.href])).toEqual([
      ['social.0.href', '/admin-dashboard/site?partie=reseaux'],
      ['social.1.href', '/admin-dashboard/site?partie=reseaux'],
    ])
  })

  it('lists an address still to confirm, whatever else it says', () => {
    const site = filledIn()
    site.contacts.address.street = 'Avenida Estrella Sadhalá 12 (adresse à confirmer)'
    expect(launchChecklist({ site, ...own }).map((item) => [item.key, item.action])).toEqual([
      ['contacts.address.street', 'Écrivez l’adresse exacte : le site l’affiche et en fait le lien vers la carte.'],
    ])
  })

  it('lists the sample events still in the calendar, not those the church wrote or edited', () => {
    const [conference, training] = upcomingSampleEvents()
    const events = [...ownEvents, conference!, { ...training!, title: 'Formation FEPROBA : portes ouvertes' }]
    expect(sampleEventsIn(events)).toEqual([conference])
    expect(launchChecklist({ site: filledIn(), ...own, events })).toEqual([
      {
        key: 'events',
        label: 'Événements : 1 événement d’exemple',
        value: conference!.title,
        action: 'Supprimez-le, ou remplacez-le par les événements de l’église.',
        href: '/admin-dashboard/evenements',
      },
    ])
  })

  it('names each pair of services held the same day at overlapping times', () => {
    const services = [
      { id: 1, name: 'Culte', day: 'Dimanche', time: '09:00 - 10:30' },
      { id: 2, name: 'École du dimanche', day: 'Dimanche', time: '10:00 - 11:00' },
      { id: 3, name: 'Prière', day: 'Dimanche', time: '10:45' },
      { id: 4, name: 'Jeunes', day: 'Samedi', time: '10:00 - 11:00' },
    ]
    expect(overlappingServices(services).map(([a, b]) => [a.id, b.id])).toEqual([
      [1, 2],
      [2, 3],
    ])
    expect(launchChecklist({ site: filledIn(), ...own, services })).toEqual([
      {
        key: 'services.1.2',
        label: 'Cultes : « Culte » et « École du dimanche » ont lieu en même temps',
        value: 'Dimanche 09:00 - 10:30 et 10:00 - 11:00',
        action: 'Corrigez l’heure de l’un des deux : l’un peut commencer quand l’autre finit, pas avant.',
        href: '/admin-dashboard/cultes',
      },
      expect.objectContaining({ key: 'services.2.3' }),
    ])
  })

  it('does not take services that touch, end to start, for overlapping', () => {
    const services = [
      { id: 1, name: 'Culte', day: 'Dimanche', time: '09:00 - 10:30' },
      { id: 2, name: 'École du dimanche', day: 'Dimanche', time: '10:30 - 11:30' },
      { id: 3, name: 'Prière', day: 'Dimanche', time: '11:30' },
      { id: 4, name: 'Accueil', day: 'Dimanche', time: '08:30 - 09:00' },
    ]
    expect(overlappingServices(services)).toEqual([])
  })

  it('takes two services starting at the same time, with or without an end, for overlapping', () => {
    const services = [
      { id: 1, name: 'Prière', day: 'Mardi', time: '19:00' },
      { id: 2, name: 'Chorale', day: 'Mardi', time: '19:00' },
      { id: 3, name: 'Culte', day: 'Mardi', time: '19:00 - 21:00' },
      { id: 4, name: 'Texte libre', day: 'Mardi', time: 'le soir' },
    ]
    expect(overlappingServices(services).map(([a, b]) => [a.id, b.id])).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ])
  })

  it('finds the overlaps of the specification’s timetable, kept for when the services cannot be read', () => {
    expect(overlappingServices(fallbackServices).map(([a, b]) => [a.name, b.name])).toEqual([
      ['École du dimanche', 'Culte du dimanche matin'],
    ])
  })
})
