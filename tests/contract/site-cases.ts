// The church's content document: read by every public page, replaced whole from the dashboard.
import { siteContentSeed } from '#common/content/site-content-seed.ts'
import { A, get, send, type ContractCase } from './case.ts'

const renamed = () => {
  const content = siteContentSeed()
  return { ...content, identity: { ...content.identity, name: 'Église du contrat' } }
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
    name: 'lists the values still to replace before going live',
    status: 200,
    signedIn: true,
    call: get(`${A}/launch-checklist`),
  },
]
