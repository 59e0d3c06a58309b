// Text that looks like SQL or HTML is data: stored literally (bound parameters, never spliced into
// SQL), given back identically as JSON, and never turned into markup by the front end.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { login, useTestApp, validContact, validFeproba, validIsl, validMember } from './helper.ts'

const SQL = "'); DROP TABLE member_registrations; --"
const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const QUOTES = `" OR "1"="1' OR '1'='1`
// biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, stored as typed
const TEMPLATE = '${7*7} {{7*7}} %s %n \\x00'

const tableNames = (t: ReturnType<typeof useTestApp>) =>
  t.app.db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)

describe('text that looks like SQL or HTML', () => {
  const t = useTestApp()

  it('is stored literally and given back identically by the admin API; every table survives', async () => {
    const tablesBefore = tableNames(t)
    const member = validMember({
      firstName: SQL,
      lastName: IMG,
      address: SCRIPT,
      city: QUOTES,
      occupation: TEMPLATE,
      previousChurch: `${SCRIPT}${SQL}`,
      emergencyContact: '</textarea><svg onload=alert(1)>',
      testimony: `${SQL}\n${SCRIPT}\n${IMG}\n${QUOTES}`,
      email: "o'brien--drop@example.org",
    })
    const contact = validContact({ name: SCRIPT, message: `${SQL}\n${IMG}`, email: "o'neil@example.org" })
    const feproba = validFeproba({ name: SQL, level: IMG, message: SCRIPT })
    const isl = validIsl({ name: IMG, level: SQL, message: `${QUOTES}${TEMPLATE}` })
    const newsletter = { email: "robert'--@example.org" }

    const post = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload })
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201)
      return response.json().id as number
    }
    const ids = {
      member: await post('/api/members/register', member),
      contact: await post('/api/contact', contact),
      feproba: await post('/feproba/register', feproba),
      isl: await post('/isl/register', isl),
    }
    // The newsletter's answer names no id (it is the same for every address): found by e-mail below.
    await post('/api/newsletter/subscribe', newsletter)

    const cookie = await login(t.app)
    const list = async (name: string) => {
      const response = await t.app.inject({ url: `/api/admin/${name}?pageSize=100`, headers: { cookie } })
      expect(response.statusCode).toBe(200)
      // JSON with nosniff: a browser never renders these answers as HTML.
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      return response.json().items as Array<Record<string, unknown>>
    }
    const byId = (items: Array<Record<string, unknown>>, id: number) => items.find((item) => item.id === id)

    expect(byId(await list('members'), ids.member)).toMatchObject(member)
    expect(byId(await list('messages'), ids.contact)).toMatchObject(contact)
    const requests = await list('requests')
    expect(byId(requests, ids.feproba)).toMatchObject(feproba)
    expect(byId(requests, ids.isl)).toMatchObject(isl)
    expect((await list('newsletter')).find((item) => item.email === newsletter.email)).toMatchObject(newsletter)

    // The same bytes on disk, not an escaped or "sanitised" copy.
    expect(
      t.app.db.prepare('SELECT first_name, testimony FROM member_registrations WHERE id = ?').get(ids.member),
    ).toEqual({
      first_name: SQL,
      testimony: member.testimony,
    })
    expect(tableNames(t)).toEqual(tablesBefore)
  })

  it('is matched literally by the admin search (LIKE wildcards and quotes are data)', async () => {
    await t.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember({ firstName: SQL }) })
    await t.app.inject({
      method: 'POST',
      url: '/api/members/register',
      payload: validMember({ firstName: 'Paul', email: 'paul@example.org' }),
    })
    const cookie = await login(t.app)
    const search = async (q: string) =>
      (await t.app.inject({ url: `/api/admin/members?q=${encodeURIComponent(q)}`, headers: { cookie } }))
        .json()
        .items.map((m: { firstName: string }) => m.firstName)
    expect(await search("'); DROP")).toEqual([SQL])
    expect(await search("' OR '1'='1")).toEqual([])
    expect(await search('%')).toEqual([])
  })
})

// The site and the dashboard show stored text through React, which escapes it. A raw-HTML sink
// would turn the strings above into live markup: there is none. (The pages' data blocks, JSON-LD
// and the data a page is drawn with, are written by the server with "<" escaped: jsonForScript in
// common/json-ld.ts, checked by its tests and by server/test/rendered-pages.test.ts.)
const SRC = path.resolve(import.meta.dirname, '../../src')
const HTML_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|createContextualFragment|srcdoc/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|js|jsx|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

describe('the front end renders text, never raw HTML', () => {
  it('uses no raw-HTML sink', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => HTML_SINKS.test(readFileSync(path.join(SRC, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('index.html carries no inline script (the CSP would block it)', () => {
    const html = readFileSync(path.resolve(SRC, '../index.html'), 'utf8')
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/)
  })
})
