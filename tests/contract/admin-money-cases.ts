// The dashboard's money and figures: PayPal settings, gifts, the member figures shown to
// visitors, and the audit log.
import { A, NONE, get, send, type ContractCase } from './case.ts'
import { createGift, giftInput, ok, register, today, uniqueWord } from './fixtures.ts'
import type { Side } from './sides.ts'

const tomorrow = () => new Date(Date.parse(`${today()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
const idOf = (create: (side: Side) => Promise<number>) => async (side: Side) => ({ id: await create(side) })

export const adminMoneyCases: ContractCase[] = [
  { name: 'gives the PayPal settings', status: 200, call: get(`${A}/donation-settings`) },
  {
    name: 'changes the PayPal settings',
    status: 200,
    call: send('PUT', () => `${A}/donation-settings`, { paypalEmail: 'tresor@example.org', currency: 'USD' }),
  },
  {
    name: 'refuses PayPal settings without an account',
    status: 400,
    call: send('PUT', () => `${A}/donation-settings`, {}),
  },
  { name: 'lists the gifts', status: 200, setup: idOf(createGift), call: get(`${A}/gifts?pageSize=1`) },
  { name: 'refuses a month that is not one', status: 400, call: get(`${A}/gifts?month=2026-13`) },
  { name: 'totals the gifts', status: 200, setup: idOf(createGift), call: get(`${A}/gifts/totals`) },
  {
    name: 'exports the gifts',
    status: 200,
    setup: idOf(createGift),
    call: () => get(`${A}/gifts.csv?month=${today().slice(0, 7)}`)(),
  },
  { name: 'refuses an unknown payment method', status: 400, call: get(`${A}/gifts.csv?method=cheque`) },
  { name: 'records a gift', status: 201, call: () => send('POST', () => `${A}/gifts`, giftInput())({}) },
  {
    name: 'records a gift in euros, a currency of the donate link',
    status: 201,
    call: () => send('POST', () => `${A}/gifts`, { ...giftInput(), currency: 'EUR', method: 'paypal' })({}),
  },
  {
    name: 'lists the gifts in Canadian dollars',
    status: 200,
    call: get(`${A}/gifts?currency=CAD&pageSize=1`),
  },
  {
    name: 'refuses a currency the donate link does not take',
    status: 400,
    call: () => send('POST', () => `${A}/gifts`, { ...giftInput(), currency: 'HTG' })({}),
  },
  { name: 'refuses an empty gift', status: 400, call: send('POST', () => `${A}/gifts`, {}) },
  {
    name: 'refuses a gift received tomorrow',
    status: 400,
    call: () => send('POST', () => `${A}/gifts`, { ...giftInput(), date: tomorrow() })({}),
  },
  {
    name: 'corrects a gift',
    status: 200,
    setup: idOf(createGift),
    call: (v) => send('PUT', () => `${A}/gifts/${v.id}`, giftInput())(v),
  },
  {
    name: 'answers 404 for a missing gift',
    status: 404,
    call: () => send('PUT', () => `${A}/gifts/${NONE}`, giftInput())({}),
  },
  { name: 'deletes a gift', status: 204, setup: idOf(createGift), call: send('DELETE', (v) => `${A}/gifts/${v.id}`) },
  { name: 'answers 404 when deleting a missing gift', status: 404, call: send('DELETE', () => `${A}/gifts/${NONE}`) },

  { name: 'gives the member figures and their origin', status: 200, call: get(`${A}/figures`) },
  {
    name: 'corrects the member figures',
    status: 200,
    call: send('PUT', () => `${A}/figures`, { totalMembers: 500, newThisMonth: 20, activeMembers: 300 }),
  },
  {
    name: 'refuses more new members than members',
    status: 400,
    call: send('PUT', () => `${A}/figures`, { totalMembers: 10, newThisMonth: 20, activeMembers: 5 }),
  },
  {
    name: 'refuses figures below what the site counted itself',
    status: 400,
    setup: async (side) => ({ id: await register(side, uniqueWord()) }),
    call: send('PUT', () => `${A}/figures`, { totalMembers: 0, newThisMonth: 0, activeMembers: 0 }),
  },
  {
    name: 'lists the audit log, newest first',
    status: 200,
    setup: async (side) => {
      await ok(side, {
        method: 'PUT',
        path: `${A}/donation-settings`,
        json: { paypalEmail: 'a@example.org', currency: 'EUR' },
      })
      return {}
    },
    call: get(`${A}/audit-log?pageSize=1`),
  },
  { name: 'refuses page 0', status: 400, call: get(`${A}/audit-log?page=0`) },
]
