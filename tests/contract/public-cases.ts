// The site's own calls: public reads, the uploaded photos' files, the five forms.
import { validContact, validFeproba, validIsl, validMember } from '#server/test/helper.ts'
import { get, type ContractCase } from './case.ts'
import { signIn, subscribe, uniqueWord, uploadPhoto } from './fixtures.ts'

const post = (path: string, json: unknown) => () => ({ method: 'POST' as const, path, json })

const forms = [
  ['/api/members/register', validMember()],
  ['/api/contact', validContact()],
  ['/feproba/register', validFeproba()],
  ['/isl/register', validIsl()],
  ['/api/newsletter/subscribe', { email: 'lecteur@example.org' }],
] as const

export const publicCases: ContractCase[] = [
  { name: 'lists the weekly services', status: 200, call: get('/api/services') },
  { name: 'lists the upcoming events', status: 200, call: get('/api/events') },
  { name: 'gives the member figures', status: 200, call: get('/api/members/stats') },
  { name: 'gives the PayPal settings', status: 200, call: get('/api/donation') },
  { name: 'lists the gallery', status: 200, call: get('/api/gallery') },
  {
    name: 'serves an uploaded photo',
    status: 200,
    setup: async (side) => {
      await signIn(side)
      const photo = await uploadPhoto(side)
      return { name: `${photo.base.split('/').at(-1)}-${photo.widths[0]}.webp` }
    },
    call: ({ name }) => ({ method: 'GET', path: `/media/gallery/${name}` }),
  },
  { name: 'answers 404 for a photo file that does not exist', status: 404, call: get('/media/gallery/rien-400.webp') },

  ...forms.flatMap(([path, valid]): ContractCase[] => [
    { name: `stores a valid ${path}`, status: 201, call: post(path, valid) },
    { name: `refuses an empty ${path}, field by field`, status: 400, call: post(path, {}) },
    { name: `answers a bot's ${path} as if stored`, status: 201, call: post(path, { ...valid, website: 'spam' }) },
  ]),
  {
    name: 'refuses a form that is not JSON',
    status: 415,
    call: () => ({ method: 'POST', path: '/api/contact', body: 'bonjour', headers: { 'content-type': 'text/plain' } }),
  },
  {
    name: 'refuses malformed JSON',
    status: 400,
    call: () => ({
      method: 'POST',
      path: '/api/contact',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'answers alike to an address already subscribed, in another letter case',
    status: 201,
    setup: async (side) => {
      const word = uniqueWord()
      await subscribe(side, word)
      return { email: `${word.toUpperCase()}@example.org` }
    },
    call: ({ email }) => ({ method: 'POST', path: '/api/newsletter/subscribe', json: { email } }),
  },
]
