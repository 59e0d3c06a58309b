// What a contract case needs to exist before its call, made through the API itself so that it
// works the same on both backends: a registration, a message, an event, a gift, a photo…
import { churchDate } from '#common/church-time.ts'
import { fallbackServices } from '#common/seed/services-and-events.ts'
import { pngImage } from '#server/test/gallery-files.ts'
import { validContact, validFeproba, validIsl, validMember } from '#server/test/helper.ts'
import type { ApiCall, Side } from './sides.ts'

let counter = 0
/** A word no other record contains, to find what a case created. */
export const uniqueWord = () => `contrat${++counter}x`
/** Where the words are: `rewindWords(wordMark())` makes the next setup draw the same words again. */
export const wordMark = () => counter
/** Back to `mark`: the mocks' setup draws the very words the server's drew, so both store the same. */
export function rewindWords(mark: number) {
  counter = mark
}

/** Makes `call` and returns its JSON answer, failing loudly when it was refused. */
export async function ok<T = { id: number }>(side: Side, call: ApiCall): Promise<T> {
  const answer = await side.call(call)
  if (answer.status >= 300)
    throw new Error(`${side.name}: ${call.method} ${call.path} → ${answer.status} ${answer.text}`)
  return JSON.parse(answer.text) as T
}

export async function signIn(side: Side) {
  const answer = await side.call({ method: 'POST', path: '/api/admin/login', json: side.credentials() })
  if (answer.status !== 204) throw new Error(`${side.name}: sign-in refused (${answer.status})`)
}

export const today = () => churchDate(new Date())

/** A registration whose e-mail holds `word` (the same e-mail twice makes a duplicate). */
export const register = (side: Side, word: string, overrides: Record<string, unknown> = {}) =>
  ok(side, {
    method: 'POST',
    path: '/api/members/register',
    json: validMember({ email: `${word}@example.org`, ...overrides }),
  }).then(({ id }) => id)

export const sendMessage = (side: Side, word: string) =>
  ok(side, { method: 'POST', path: '/api/contact', json: validContact({ email: `${word}@example.org` }) }).then(
    ({ id }) => id,
  )

export const requestProgramme = (side: Side, word: string, kind: 'feproba' | 'isl') =>
  ok(side, {
    method: 'POST',
    path: `/${kind}/register`,
    json: (kind === 'feproba' ? validFeproba : validIsl)({ email: `${word}@example.org` }),
  }).then(({ id }) => id)

/** Subscribes `word`@example.org (the answer never tells the subscriber's id). */
export const subscribe = (side: Side, word: string) =>
  ok<{ message: string }>(side, {
    method: 'POST',
    path: '/api/newsletter/subscribe',
    json: { email: `${word}@example.org` },
  })

/** Subscribes `word`@example.org and finds its id in the dashboard's list (signed in). */
export const subscriberId = async (side: Side, word: string) => {
  await subscribe(side, word)
  const page = await ok<{ items: { id: number }[] }>(side, {
    method: 'GET',
    path: `/api/admin/newsletter?q=${word}`,
  })
  const id = page.items[0]?.id
  if (id === undefined) throw new Error(`${side.name}: subscriber ${word} not listed`)
  return id
}

export const eventInput = () => ({
  title: 'Veillée de prière',
  date: today(),
  time: '19:00 - 21:00',
  description: 'Une soirée de prière pour la ville.',
  location: 'Temple principal, Santiago',
  category: 'Communautaire',
})
export const createEvent = (side: Side) =>
  ok(side, { method: 'POST', path: '/api/admin/events', json: eventInput() }).then(({ id }) => id)

export const { id: _sampleServiceId, ...serviceInput } = fallbackServices[0]!
/** A new service goes last in the list. */
export const createService = (side: Side) =>
  ok(side, { method: 'POST', path: '/api/admin/services', json: serviceInput }).then(({ id }) => id)

export const giftInput = () => ({
  date: today(),
  amount: '1500,50',
  currency: 'DOP',
  method: 'especes',
  donor: 'Famille',
})
export const createGift = (side: Side) =>
  ok(side, { method: 'POST', path: '/api/admin/gifts', json: giftInput() }).then(({ id }) => id)

export async function photoForm(options: { file?: 'png' | 'text' | 'none' } = {}) {
  const form = new FormData()
  form.set('category', 'Ministères')
  form.set('description', 'Le chœur pendant le culte')
  if (options.file === 'text') form.set('file', new Blob(['pas une image']), 'photo.jpg')
  else if (options.file !== 'none') form.set('file', new Blob([await pngImage(500, 400)]), 'photo.png')
  return form
}
export const uploadPhoto = async (side: Side) =>
  ok<{ id: number; base: string; widths: number[] }>(side, {
    method: 'POST',
    path: '/api/admin/gallery',
    body: await photoForm(),
  })

/** The id of the newest row of an admin list. */
export const newestId = (side: Side, path: string) =>
  ok<{ items: { id: number }[] }>(side, { method: 'GET', path: `${path}?pageSize=1` }).then(({ items }) => {
    if (!items[0]) throw new Error(`${side.name}: ${path} is empty`)
    return items[0].id
  })
