// Builds the real app on a fresh temporary DATA_DIR for each test, and removes it afterwards.
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach } from 'vitest'
import { migrations } from '../migrations/index.ts'
import type { MemberRegistrationInput } from '#common/schemas/member-registration.ts'
import { buildApp, type App, type AppOverrides } from '../src/app.ts'
import type { StaffRole } from '#common/schemas/staff-account.ts'
import { hashPassword, type ScryptParams } from '../src/auth/password.ts'
import { currentTotp } from '../src/auth/totp.ts'
import type { AccountRow } from '../src/db/admin-repository.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { DATABASE_FILE, openDatabase, PRIVATE_FILE_MODE } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'

/** The first administrator every test app starts with (ADMIN_EMAIL + ADMIN_PASSWORD). */
export const TEST_EMAIL = 'admin@example.org'
export const TEST_PASSWORD = 'mot-de-passe-de-test'
/** The authenticator secret the sign-in helper gives administrators (base32). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
/** Tests only: a cheap scrypt so each login costs milliseconds (production uses OWASP_SCRYPT). */
export const FAST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 }

export interface TestApp {
  app: App
  config: Config
  dataDir: string
  /** Every log line the app wrote (JSON text). */
  logs: string[]
  close: () => Promise<void>
}

export interface TestAppOptions extends AppOverrides {
  env?: Record<string, string | undefined>
  /** Settings that do not come from the environment (e.g. `mailWorker: false`). */
  config?: Partial<Config>
  /** Reuse a directory (restart on the same data); otherwise a fresh one is made. */
  dataDir?: string
}

/**
 * Where the test apps' data directories go: in memory when the system offers it. The database
 * waits for the disk at every commit (synchronous = FULL), which the tests do not need, and
 * hundreds of apps are built per run.
 */
const TEST_DATA_ROOT = (() => {
  try {
    accessSync('/dev/shm', constants.W_OK)
    return '/dev/shm'
  } catch {
    return tmpdir()
  }
})()

let migratedImage: Buffer | undefined
/**
 * The bytes of a database with every migration applied and nothing else, made once per worker: a
 * fresh app starts from a copy instead of running the migrations again. The seeds are left to the
 * app, as they depend on its clock.
 */
function migratedDatabase(): Buffer {
  if (!migratedImage) {
    const dir = mkdtempSync(path.join(TEST_DATA_ROOT, 'eglise-template-'))
    const db = openDatabase(dir)
    try {
      migrate(db, migrations)
      migratedImage = db.serialize()
    } finally {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return migratedImage
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, config: configOverrides = {}, dataDir: givenDir, ...overrides } = options
  const dataDir = givenDir ?? mkdtempSync(path.join(TEST_DATA_ROOT, 'eglise-test-'))
  if (!givenDir) writeFileSync(path.join(dataDir, DATABASE_FILE), migratedDatabase(), { mode: PRIVATE_FILE_MODE })
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_EMAIL,
    ADMIN_PASSWORD: TEST_PASSWORD,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(dataDir, 'no-front-end-build'),
    ...env,
  })
  Object.assign(config, configOverrides)
  const logs: string[] = []
  const app = await buildApp(config, {
    passwordParams: FAST_SCRYPT,
    logStream: { write: (line: string) => void logs.push(line) },
    ...overrides,
  })
  await app.ready()
  return {
    app,
    config,
    dataDir,
    logs,
    close: async () => {
      await app.close()
      if (!givenDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A fresh app for each test of the file: `const t = useTestApp()`, then `t.app` inside tests. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const current = {} as TestApp
  beforeEach(async () => {
    Object.assign(current, await createTestApp(options))
  })
  afterEach(async () => {
    await current.close()
  })
  return current
}

export function countRows(app: App, table: string): number {
  return (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
}

/** The audit log's lines of changes: the sign-ins' own lines (`session.*`) left out. */
export function countChangeLines(app: App): number {
  return app.db.prepare("SELECT COUNT(*) FROM audit_log WHERE action NOT LIKE 'session.%'").pluck().get() as number
}

/** The follow-up trail of a record nobody has moved yet (admin lists). */
export const NO_STATUS_CHANGE = { statusChangedAt: null, statusChangedBy: null, statusNote: null } as const

/** Creates an active account with a known password (and, by default for administrators, TOTP). */
export async function createAccount(
  app: App,
  options: { role?: StaffRole; name?: string; email?: string; password?: string; totp?: boolean } = {},
): Promise<AccountRow> {
  const role = options.role ?? 'administrateur'
  const email = options.email ?? `${role}.${Math.random().toString(36).slice(2, 8)}@example.org`
  const id = app.adminRepository.createAccount({
    name: options.name ?? `Compte ${role}`,
    email,
    role,
    status: 'actif',
    password: await hashPassword(options.password ?? TEST_PASSWORD, FAST_SCRYPT),
    now: app.now().toISOString(),
  })
  if (options.totp ?? role === 'administrateur') app.adminRepository.setTotp(id, TEST_TOTP_SECRET, null, [])
  return app.adminRepository.findAccount(id) as AccountRow
}

/** The code the test authenticator shows now; the account may use it again (tests sign in often). */
export function totpCodeFor(app: App, accountId: number): string {
  app.db.prepare('UPDATE staff_accounts SET totp_last_step = NULL WHERE id = ?').run(accountId)
  return currentTotp(TEST_TOTP_SECRET, app.now())
}

/**
 * Signs in through the API and returns the Cookie header value to send back. The first
 * administrator (TEST_EMAIL) is given the test authenticator on first use, so the session is
 * complete; other accounts sign in with a code when they have TOTP.
 */
export async function login(app: App, password = TEST_PASSWORD, email = TEST_EMAIL): Promise<string> {
  const account = app.adminRepository.findAccountByEmail(email)
  if (account && account.email === TEST_EMAIL && !account.totpSecret)
    app.adminRepository.setTotp(account.id, TEST_TOTP_SECRET, null, [])
  const hasTotp = account?.email === TEST_EMAIL || Boolean(account?.totpSecret)
  const code = account && hasTotp ? totpCodeFor(app, account.id) : undefined
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password, ...(code ? { code } : {}) },
  })
  if (response.statusCode !== 204) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
  const cookie = response.cookies.find((c) => c.name === 'session')
  if (!cookie) throw new Error('no session cookie')
  return `session=${cookie.value}`
}

export const validMember = (overrides: Partial<MemberRegistrationInput> = {}): MemberRegistrationInput => ({
  firstName: 'Marie',
  lastName: 'Joseph',
  email: 'marie.joseph@example.org',
  phone: '809-555-0101',
  dateOfBirth: '1990-05-17',
  address: '12 Calle Duarte',
  city: 'Santiago',
  occupation: 'Infirmière',
  maritalStatus: 'marié',
  baptized: 'oui',
  previousChurch: 'Église de Port-au-Prince',
  ministry: 'musique',
  emergencyContact: 'Paul Joseph',
  emergencyPhone: '+1 (829) 555-0102',
  testimony: 'Je suis arrivée à Santiago en 2020.\nL’église m’a accueillie.',
  ...overrides,
})

export const validContact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jean Pierre',
  email: 'jean.pierre@example.org',
  phone: '809 555 0110',
  subject: 'Prière',
  message: 'Merci de prier pour ma famille.',
  ...overrides,
})

export const validFeproba = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anne Louis',
  email: 'anne.louis@example.org',
  phone: '8095550120',
  age: 16,
  program: 'informatique',
  level: 'Débutant',
  message: 'Quels sont les horaires ?',
  type: 'feproba_registration',
  ...overrides,
})

export const validIsl = (overrides: Record<string, unknown> = {}) => ({
  name: 'David Michel',
  email: 'david.michel@example.org',
  phone: '+1 849 555 0130',
  currentEducation: 'universitaire',
  program: 'diplome',
  level: 'Temps partiel',
  ministry: '3-5ans',
  message: 'Je sers comme diacre.',
  type: 'isl_registration',
  ...overrides,
})

/** A code for the first administrator, giving it the test authenticator if it has none yet. */
export function adminCode(app: App): string {
  const account = app.adminRepository.findAccountByEmail(TEST_EMAIL)
  if (!account) throw new Error('no first administrator')
  if (!account.totpSecret) app.adminRepository.setTotp(account.id, TEST_TOTP_SECRET, null, [])
  return totpCodeFor(app, account.id)
}

/**
 * A temporary folder laid out as a build: the static files in `<temp>/client`, removed after the
 * file's tests. The server looks for the page renderer in ../server beside the static files, so
 * in the temporary folder itself any `server/` left there would be taken for the renderer.
 */
export function temporaryStaticDir(prefix: string): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), prefix))
  const staticDir = path.join(buildDir, 'client')
  mkdirSync(staticDir)
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }))
  return staticDir
}
