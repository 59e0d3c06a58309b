import { describe, expect, it } from 'vitest'
import { church } from './seed/church.ts'
import { siteContentSeed } from './seed/site-content.ts'
import { launchChecklist } from './launch-checklist.ts'
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
const own = { paypalEmail: 'dons@ebf-santiago.org', samplePhotos: 0 }

describe('launchChecklist', () => {
  it('lists every sample of a new installation, each with the form that fixes it', () => {
    const items = launchChecklist({
      site: siteContentSeed(),
      paypalEmail: church.donation.paypalEmail,
      samplePhotos: 20,
    })
    const byKey = new Map(items.map((item) => [item.key, item]))
    expect(byKey.get('contacts.phone')).toEqual({
      key: 'contacts.phone',
      label: 'Contacts : téléphone',
      value: '+1 (809) 555-0142',
      href: '/admin-dashboard/site?partie=contacts',
    })
    expect(byKey.get('leaders.1.phone')?.value).toBe('+1 (809) 555-0143')
    expect(byKey.get('contacts.emails.main')?.value).toBe('contact@example.org')
    expect(byKey.get('contacts.address.street')?.href).toBe('/admin-dashboard/site?partie=contacts')
    expect(byKey.get('pastor.name')?.value).toBe(church.pastor.name)
    expect(byKey.get('leaders.1.email')?.label).toBe('Équipe pastorale — Marc Exemple : e-mail')
    expect(byKey.get('leaders.1.email')?.href).toBe('/admin-dashboard/site?partie=equipe')
    expect(byKey.get('directors.0.name')?.href).toBe('/admin-dashboard/site?partie=directeurs')
    expect(byKey.get('feproba.taxNumber')?.href).toBe('/admin-dashboard/site?partie=feproba')
    expect(byKey.get('social.0.href')?.href).toBe('/admin-dashboard/site?partie=reseaux')
    expect(byKey.get('social.1.href')?.value).toBe('https://www.youtube.com/')
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
        href: '/admin-dashboard/site?partie=directeurs',
      },
      {
        key: 'directors.1.email',
        label: 'Directeurs de ministères — Directeur 1 : e-mail',
        value: 'enfants@example.org',
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
})
