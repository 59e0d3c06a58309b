// A person's rights and the roll's import, signed in: the import (dry run, all or nothing, its
// refusals), the export of everything about one person, their erasure, their update link.
import { A, NONE, type ContractCase, type Vars } from './case.ts'
import { ok } from './fixtures.ts'
import type { ApiCall, Side } from './sides.ts'

const ROLL = [
  'Prénom;Nom;Téléphone;E-mail;Date de naissance;Adresse;Ville;Statut',
  'Marie;Joseph;809-555-0101;marie.joseph@example.org;17/05/1990;12 Calle Duarte;Santiago;Membre',
  'Paul;Louis;+1 829 555 0150;;;;;Habitué',
  'Anne;;;;;;;',
].join('\r\n')

const csv = (query: string, body: string): ApiCall => ({
  method: 'POST',
  path: `${A}/people/import?${query}`,
  body,
  headers: { 'content-type': 'text/csv' },
})

/** Marie, met at the door, who agreed to be written to by e-mail. */
export async function marie(side: Side): Promise<Vars> {
  const person = await ok(side, {
    method: 'POST',
    path: `${A}/people`,
    json: {
      firstName: 'Marie',
      lastName: 'Joseph',
      email: 'marie.joseph@example.org',
      phone: '809-555-0101',
      city: 'Santiago',
      languages: ['fr', 'ht'],
      consents: { email: true },
    },
  })
  return { id: person.id }
}

export const peopleRightsCases: ContractCase[] = [
  { name: 'previews the roll’s import without storing it', status: 200, call: () => csv('dryRun=1', ROLL) },
  {
    name: 'imports the roll, finding again who is already there',
    status: 200,
    setup: marie,
    call: () => csv('dryRun=0', ROLL),
  },
  {
    name: 'imports nothing when one line is refused, and says which and why',
    status: 200,
    call: () => csv('dryRun=0', `${ROLL}\r\nJean;;;pas-une-adresse;;;;\r\nLuc;;;;31/02/1990;;;`),
  },
  {
    name: 'imports with a mapping of the columns',
    status: 200,
    call: () =>
      csv(
        `dryRun=0&mapping=${encodeURIComponent(JSON.stringify({ firstName: 'Given name', phone: 'Mobile' }))}`,
        'Given name,Mobile\nHélène,809 555 0199\n',
      ),
  },
  {
    name: 'refuses a roll without a first-name column',
    status: 400,
    call: () => csv('dryRun=1', 'Nom;Ville\nJoseph;Santiago'),
  },
  { name: 'refuses an import without dryRun', status: 400, call: () => csv('', ROLL) },
  {
    name: 'refuses an import that is not CSV',
    status: 415,
    call: () => ({ method: 'POST', path: `${A}/people/import?dryRun=1`, json: { firstName: 'Marie' } }),
  },
  {
    name: 'exports everything about a person',
    status: 200,
    setup: marie,
    call: ({ id }) => ({ method: 'GET', path: `${A}/people/${id}/export` }),
  },
  {
    name: 'answers 404 exporting nobody',
    status: 404,
    call: () => ({ method: 'GET', path: `${A}/people/${NONE}/export` }),
  },
  {
    name: 'erases a person at their request',
    status: 204,
    setup: marie,
    call: ({ id }) => ({ method: 'DELETE', path: `${A}/people/${id}` }),
  },
  { name: 'answers 404 erasing nobody', status: 404, call: () => ({ method: 'DELETE', path: `${A}/people/${NONE}` }) },
  {
    name: 'makes an update link for a person',
    status: 201,
    setup: marie,
    call: ({ id }) => ({ method: 'POST', path: `${A}/people/${id}/update-link` }),
  },
]
