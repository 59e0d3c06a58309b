// The e2e runs' administrator: created by the server from ADMIN_EMAIL and ADMIN_PASSWORD, then
// given an authenticator app through the API (as a person would, by scanning the secret), so that
// its sessions are complete. The secret is kept in a small file named after the server's address,
// so every test file (each in its own worker) can compute the current code.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { currentTotp } from '#server/src/auth/totp.ts'
import { DATABASE_FILE } from '#server/src/db/database.ts'

export const E2E_ADMIN_EMAIL = 'e2e-admin@example.org'
export const E2E_ADMIN_PASSWORD = 'e2e-mot-de-passe-solide'

interface StaffFile {
  email: string
  secret: string
  /** A complete session's cookie, reused while the server accepts it (a code works only once). */
  cookie?: string
  /** The last TOTP time step used to sign in. */
  lastStep?: number
  /** The server's data folder, whose database remembers the last step it accepted. */
  dataDir?: string
}

const fileFor = (baseURL: string) => join(tmpdir(), `church-e2e-staff-${new URL(baseURL).port}.json`)
const read = (baseURL: string): StaffFile | undefined =>
  existsSync(fileFor(baseURL)) ? (JSON.parse(readFileSync(fileFor(baseURL), 'utf8')) as StaffFile) : undefined
const write = (baseURL: string, file: StaffFile) =>
  writeFileSync(fileFor(baseURL), JSON.stringify(file), { mode: 0o600 })
export const forgetStaff = (baseURL: string) => rmSync(fileFor(baseURL), { force: true })

async function post(baseURL: string, path: string, body: unknown, cookie?: string) {
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
}

const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? ''
const stepNow = () => Math.floor(Date.now() / 30_000)

/** Signs the administrator in for the first time and enrols the authenticator; keeps the secret. */
export async function enrolAdministrator(
  baseURL: string,
  password = E2E_ADMIN_PASSWORD,
  dataDir?: string,
): Promise<void> {
  const login = await post(baseURL, '/api/admin/login', { email: E2E_ADMIN_EMAIL, password })
  if (login.status !== 204) throw new Error(`first sign-in refused: ${login.status} ${await login.text()}`)
  const cookie = cookieOf(login)
  const enrol = await post(baseURL, '/api/admin/me/totp', {}, cookie)
  if (enrol.status !== 200) throw new Error(`TOTP enrolment refused: ${enrol.status}`)
  const { secret } = (await enrol.json()) as { secret: string }
  const confirm = await post(baseURL, '/api/admin/me/totp/confirm', { code: currentTotp(secret) }, cookie)
  if (confirm.status !== 200) throw new Error(`TOTP confirmation refused: ${confirm.status}`)
  // The enrolment gave the session a new id: the cookie of the confirmation is the one to keep.
  write(baseURL, {
    email: E2E_ADMIN_EMAIL,
    secret,
    cookie: cookieOf(confirm) || cookie,
    lastStep: stepNow(),
    ...(dataDir ? { dataDir } : {}),
  })
}

/**
 * The server forgets which step the administrator's last code was from (a test fixture, as
 * server/test/helper.ts's totpCodeFor): the journeys sign in more often than once a step.
 */
function forgetUsedSteps(dataDir: string, email: string) {
  const db = new Database(join(dataDir, DATABASE_FILE), { fileMustExist: true, timeout: 5_000 })
  try {
    db.prepare('UPDATE staff_accounts SET totp_last_step = NULL WHERE email = ?').run(email)
  } finally {
    db.close()
  }
}

/**
 * A code of the administrator's authenticator not used yet. The server accepts the codes of the
 * previous, current and next 30 s steps, each once: after a use in this step, the next step's code
 * is given at once; a third sign-in within the same step makes the server forget the steps used
 * (when the data folder is known), else waits for the next step.
 */
export async function adminTotpCode(baseURL: string): Promise<string> {
  const file = read(baseURL)
  if (!file) throw new Error(`no e2e administrator for ${baseURL}`)
  let step = Math.max(stepNow(), (file.lastStep ?? 0) + 1)
  if (step > stepNow() + 1) {
    if (file.dataDir) {
      forgetUsedSteps(file.dataDir, file.email)
      step = stepNow()
    } else {
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200))
      step = Math.max(stepNow(), (file.lastStep ?? 0) + 1)
    }
  }
  write(baseURL, { ...file, lastStep: step })
  return currentTotp(file.secret, new Date(step * 30_000 + 1_000))
}

/** A complete administrator session's cookie (`name=value`): the kept one while valid, else a new one. */
export async function staffCookie(baseURL: string, password = E2E_ADMIN_PASSWORD): Promise<string> {
  const file = read(baseURL)
  if (!file) throw new Error(`no e2e administrator for ${baseURL}: start it with startServer()`)
  if (file.cookie) {
    const session = await fetch(`${baseURL}/api/admin/session`, { headers: { cookie: file.cookie } })
    if (session.status === 200 && ((await session.json()) as { pending: unknown }).pending === null) return file.cookie
  }
  const code = await adminTotpCode(baseURL)
  const login = await post(baseURL, '/api/admin/login', { email: file.email, password, code })
  if (login.status !== 204) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
  const cookie = cookieOf(login)
  write(baseURL, { ...(read(baseURL) ?? file), cookie })
  return cookie
}

/**
 * Signs in on screen, as a person would: « Adresse e-mail », « Mot de passe », « Se connecter »,
 * then the « Code de vérification » step with the authenticator's current code and « Valider ».
 * Works in the gear's modal and on the dashboard's own sign-in (one sign-in form on the page).
 * Resolves once the code step has gone, i.e. the session is open.
 */
export async function signInOnScreen(
  page: Page,
  baseURL: string,
  { email = E2E_ADMIN_EMAIL, password = E2E_ADMIN_PASSWORD }: { email?: string; password?: string } = {},
): Promise<void> {
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.getByLabel(/^Mot de passe\s*\*?$/).fill(password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  const code = page.getByLabel(/^Code de vérification/)
  await code.waitFor()
  // Asked once the step is shown: it may wait for the next 30 s step if this one's code was used.
  await code.fill(await adminTotpCode(baseURL))
  await page.getByRole('button', { name: 'Valider', exact: true }).click()
  await code.waitFor({ state: 'detached' })
}
