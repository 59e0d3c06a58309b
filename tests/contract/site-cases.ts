// The church's content document: read by every public page, replaced whole from the dashboard.
import { siteContentSeed } from '#common/seed/site-content.ts'
import { pngImage } from '#server/test/gallery-files.ts'
import { A, get, send, type ContractCase } from './case.ts'
import type { ApiCall } from './sides.ts'

const renamed = () => {
  const content = siteContentSeed()
  return { ...content, identity: { ...content.identity, name: 'Église du contrat' } }
}

const portrait = (leader: string, file: 'png' | 'text' | 'none') => async (): Promise<ApiCall> => {
  const body = new FormData()
  if (file === 'png') body.set('file', new Blob([await pngImage(400, 500)]), 'portrait.png')
  if (file === 'text') body.set('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'portrait.png')
  return { method: 'POST', path: `${A}/site/leaders/${leader}/photo`, body }
}

export const siteCases: ContractCase[] = [
  { name: 'gives the content document', status: 200, call: get('/api/site') },
  {
    name: 'replaces the content document',
    status: 200,
    signedIn: true,
    call: send('PUT', () => `${A}/site`, renamed()),
  },
  {
    name: 'refuses a content document with a wrong field, naming it',
    status: 400,
    signedIn: true,
    call: send('PUT', () => `${A}/site`, { ...siteContentSeed(), identity: { name: '' } }),
  },
  {
    name: 'replaces some parts of the content document',
    status: 200,
    signedIn: true,
    call: send('PATCH', () => `${A}/site`, { directors: [{ name: 'Paul du contrat', position: 'Jeunesse' }] }),
  },
  {
    name: 'refuses a part with a wrong nested field, naming it with dots',
    status: 400,
    signedIn: true,
    call: send('PATCH', () => `${A}/site`, {
      contacts: { ...siteContentSeed().contacts, emails: { main: 'x', pastor: 'y' } },
    }),
  },
  {
    name: 'stores each phone number once, in E.164, whatever its spelling',
    status: 200,
    signedIn: true,
    call: send('PATCH', () => `${A}/site`, {
      contacts: {
        ...siteContentSeed().contacts,
        phone: '(829) 555 0160',
        whatsapp: { use: 'other', number: '+1 829 555 0190' },
      },
      directors: [{ name: 'Paul du contrat', position: 'Jeunesse', phone: '809.241.7788', email: '' }],
    }),
  },
  {
    name: 'refuses an unreadable phone number and a WhatsApp chat among the social links',
    status: 400,
    signedIn: true,
    call: send('PATCH', () => `${A}/site`, {
      contacts: { ...siteContentSeed().contacts, phone: '582-1234' },
      social: [{ label: 'WhatsApp', href: 'https://wa.me/18095550142' }],
    }),
  },
  ...(
    [
      ['adds a leader’s portrait', 200, 'pasteur-associe', 'png'],
      ['refuses a portrait that is not an image (an SVG)', 415, 'pasteur-associe', 'text'],
      ['refuses a portrait without a file', 400, 'pasteur-associe', 'none'],
      ['answers 404 for the portrait of an unknown leader', 404, 'personne', 'png'],
    ] as const
  ).map(
    ([name, status, leader, file]): ContractCase => ({ name, status, signedIn: true, call: portrait(leader, file) }),
  ),
  {
    name: 'removes a leader’s portrait',
    status: 200,
    signedIn: true,
    call: send('DELETE', () => `${A}/site/leaders/pasteur-associe/photo`),
  },
  {
    name: 'lists the values still to replace before going live',
    status: 200,
    signedIn: true,
    call: get(`${A}/launch-checklist`),
  },
]
