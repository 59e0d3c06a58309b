import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_MAIL_FROM, DEFAULT_PUBLIC_URL, loadConfig } from './config.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eglise-config-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const cwd = tempDir()
    const config = loadConfig({}, cwd)
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'data'),
      adminPassword: undefined,
      nodeEnv: 'development',
      trustProxy: false,
      logLevel: 'info',
      staticDir: path.join(cwd, 'dist/client'),
      rateLimitPublicMax: 200,
      rateLimitPublicPerHour: 180,
      formDedupMinutes: 10,
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      newsletterRatePerMinute: 60,
      publicUrl: DEFAULT_PUBLIC_URL,
      backupRemote: undefined,
      restartCommand: undefined,
      stopCommand: undefined,
    })
  })

  it('reads the off-site backup target with its tool, and the service commands', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      BACKUP_REMOTE: 'rsync:sauvegarde@backup.example.org:/srv/copies/eglise/',
      RESTART_COMMAND: 'sudo systemctl restart eglise',
      STOP_COMMAND: 'sudo systemctl stop eglise',
    })
    expect(config.backupRemote).toEqual({ tool: 'rsync', target: 'sauvegarde@backup.example.org:/srv/copies/eglise/' })
    expect(config.restartCommand).toBe('sudo systemctl restart eglise')
    expect(config.stopCommand).toBe('sudo systemctl stop eglise')
    expect(loadConfig({ DATA_DIR: tempDir(), BACKUP_REMOTE: 'rclone:b2:eglise' }).backupRemote).toEqual({
      tool: 'rclone',
      target: 'b2:eglise',
    })
  })

  it('names BACKUP_REMOTE when it does not say rsync or rclone', () => {
    const error = problemsOf({ BACKUP_REMOTE: 'backup.example.org:/srv/copies' })
    expect(error.problems).toEqual({ BACKUP_REMOTE: 'expected rsync:user@host:/path/ or rclone:remote:path' })
  })

  it('names the links of the mails with the address the server listens on, unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '8080', DATA_DIR: tempDir() }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://eglise.example.org/', DATA_DIR: tempDir() }).publicUrl).toBe(
      'https://eglise.example.org',
    )
  })

  it('listens on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() }).host).toBe('0.0.0.0')
  })

  it('creates a missing DATA_DIR', () => {
    const dataDir = path.join(tempDir(), 'a', 'b')
    expect(existsSync(dataDir)).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir }).dataDir).toBe(dataDir)
    expect(existsSync(dataDir)).toBe(true)
  })

  it('names PORT when it is not a number', () => {
    const error = problemsOf({ PORT: 'abc' })
    expect(Object.keys(error.problems)).toEqual(['PORT'])
    expect(error.message).toMatch(/PORT/)
  })

  it('names every bad key at once', () => {
    const error = problemsOf({
      PORT: '70000',
      NODE_ENV: 'prod',
      TRUST_PROXY: 'peut-être',
      LOG_LEVEL: 'loud',
      ADMIN_PASSWORD: 'court',
    })
    expect(Object.keys(error.problems).sort()).toEqual([
      'ADMIN_PASSWORD',
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
      'TRUST_PROXY',
    ])
    for (const key of Object.keys(error.problems)) expect(error.message).toContain(key)
  })

  it('takes an smtp(s) URL and a sender, refuses anything else', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Église <alertes@example.org>',
    })
    expect(config.smtpUrl).toBe('smtps://user:secret@mail.example.org:465')
    expect(config.mailFrom).toBe('Église <alertes@example.org>')
    expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: '' }).smtpUrl).toBeUndefined()
    const error = problemsOf({ SMTP_URL: 'https://mail.example.org', MAIL_FROM: 'personne' })
    expect(Object.keys(error.problems).sort()).toEqual(['MAIL_FROM', 'SMTP_URL'])
    expect(error.message).not.toContain('mail.example.org')
  })

  it('takes the public address of the site, without its trailing slash, and refuses a bad one', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).publicUrl).toBe('http://localhost:3000')
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://eglise.example.org/' }).publicUrl).toBe(
      'https://eglise.example.org',
    )
    for (const bad of ['eglise.example.org', 'ftp://eglise.example.org', 'https://eglise.example.org/?a=1']) {
      expect(Object.keys(problemsOf({ PUBLIC_URL: bad }).problems), bad).toEqual(['PUBLIC_URL'])
    }
  })

  it('treats empty values as unset and parses booleans', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', ADMIN_PASSWORD: '', TRUST_PROXY: 'true' })
    expect(config.port).toBe(3000)
    expect(config.adminPassword).toBeUndefined()
    expect(config.trustProxy).toBe(true)
  })

  it('takes a whole RATE_LIMIT_PUBLIC_MAX of at least 1', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_PUBLIC_MAX: '5000' }).rateLimitPublicMax).toBe(5000)
    for (const value of ['0', '2.5', 'beaucoup']) {
      expect(Object.keys(problemsOf({ RATE_LIMIT_PUBLIC_MAX: value }).problems)).toEqual(['RATE_LIMIT_PUBLIC_MAX'])
    }
  })

  it('takes a whole RATE_LIMIT_PUBLIC_PER_HOUR of at least 1 and a whole FORM_DEDUP_MINUTES, 0 included', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_PUBLIC_PER_HOUR: '60', FORM_DEDUP_MINUTES: '0' })
    expect(config.rateLimitPublicPerHour).toBe(60)
    expect(config.formDedupMinutes).toBe(0)
    for (const value of ['0', '1.5', 'souvent']) {
      expect(Object.keys(problemsOf({ RATE_LIMIT_PUBLIC_PER_HOUR: value }).problems)).toEqual([
        'RATE_LIMIT_PUBLIC_PER_HOUR',
      ])
    }
    for (const value of ['-1', '2.5', 'jamais']) {
      expect(Object.keys(problemsOf({ FORM_DEDUP_MINUTES: value }).problems)).toEqual(['FORM_DEDUP_MINUTES'])
    }
  })
})
