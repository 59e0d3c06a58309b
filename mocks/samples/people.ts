// The sample people of `npm run dev:mock` and the component tests: the senders of the sample
// submissions, linked as the server links the rows it finds at start-up, then a roll worth
// looking at: members, regulars, birthdays this week, a household, notes, a call, consents.
import { churchDate } from '#common/church-time.ts'
import { birthdayWeek } from '#common/people-rules.ts'
import { clockNow } from '../clock.ts'
import { linkExistingSubmissions } from '../handlers/admin-people.ts'
import { nextId, state } from '../state.ts'
import { daysAgo } from './dates.ts'

export function seedMockPeople() {
  linkExistingSubmissions()
  const store = state.peopleStore
  const today = churchDate(clockNow())
  const week = birthdayWeek(today)
  const year = today.slice(0, 4)
  store.households.push({
    id: 1,
    name: 'Famille Joseph',
    address: 'Calle Duarte 12',
    city: 'Santiago de los Caballeros',
    createdAt: daysAgo(200),
  })
  store.people.forEach((person, index) => {
    // Two of three followed-up senders are on the roll: members (with the date they joined) or regulars.
    if (person.followUpStep === 'accueilli' || index % 3 === 0) {
      person.status = index % 2 === 0 ? 'membre' : 'habitue'
      person.statusChangedAt = daysAgo(40 + index)
      if (person.status === 'membre') person.membershipDate = daysAgo(40 + index * 9).slice(0, 10)
    }
    if (index === 1) person.membershipDate = `${today.slice(0, 7)}-01`
    if (index < 3) person.birthDate = `${Number(year) - 30 - index * 7}-${week[index * 2] ?? week[0]}`
    if (index % 4 === 1) person.languages = ['ht', 'fr']
    if (index % 7 === 2) person.languages = ['es', 'fr']
  })
  const [first, second, third] = store.people
  if (first && second) {
    Object.assign(first, { householdId: 1, householdRole: 'responsable' })
    Object.assign(second, { householdId: 1, householdRole: 'conjoint' })
  }
  for (const person of store.people.slice(0, 8)) {
    store.consents.push({
      personId: person.id,
      channel: 'whatsapp',
      granted: true,
      at: person.createdAt,
      source: 'formulaire d’inscription',
    })
  }
  if (third) {
    const at = daysAgo(3)
    third.lastContactAt = at
    store.timeline.push(
      {
        id: nextId(store.timeline),
        personId: third.id,
        kind: 'contact',
        at,
        byAccount: 2,
        byName: 'Secrétaire',
        confidential: false,
        title: 'Appel : joint',
        text: 'Viendra dimanche avec sa sœur.',
        data: { channel: 'phone', outcome: 'joint' },
      },
      {
        id: nextId(store.timeline) + 1,
        personId: third.id,
        kind: 'note',
        at: daysAgo(2),
        byAccount: 1,
        byName: 'Pasteur',
        confidential: true,
        title: 'Note confidentielle',
        text: 'Traverse une période difficile : prévoir une visite.',
        data: {},
      },
    )
  }
}
