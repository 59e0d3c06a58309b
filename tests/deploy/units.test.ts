// The files of deploy/ as the machine will read them: systemd's own checker on the units,
// visudo on the sudoers rule, sh and loadConfig on the environment file. The tools are
// installed by .ci/run; a missing one fails the test, saying which, rather than skipping it.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/src/config.ts'
import { ROOT } from './run-script.ts'

const DEPLOY = path.join(ROOT, 'deploy')
const UNITS = ['eglise.service', 'eglise-backup.service', 'eglise-backup.timer']
const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>

function requireTool(tool: string, install: string) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
    throw new Error(`${tool} is missing: ${install} (.ci/run installs it)`)
}

/** `Key=value` lines of a unit, in order (the same key may repeat). */
function settings(unit: string): [string, string][] {
  return readFileSync(path.join(DEPLOY, unit), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => {
      const at = line.indexOf('=')
      return [line.slice(0, at), line.slice(at + 1)]
    })
}
const setting = (unit: string, key: string) => settings(unit).find(([name]) => name === key)?.[1]

describe('deploy/ systemd units', () => {
  it('pass systemd-analyze verify without a warning', () => {
    requireTool('systemd-analyze', 'apt-get install -y systemd')
    for (const unit of UNITS) {
      const result = spawnSync('systemd-analyze', ['verify', `./${unit}`], { cwd: DEPLOY, encoding: 'utf8' })
      expect(`${unit}: ${result.stderr}${result.stdout}`.trim()).toBe(`${unit}:`)
      expect(result.status).toBe(0)
    }
  })

  it('run the npm scripts of package.json, without npm in between', () => {
    expect(`node ${setting('eglise.service', 'ExecStart')?.replace(/^node /, '')}`).toBe(scripts.serve)
    expect(setting('eglise-backup.service', 'ExecStart')).toBe(scripts.backup)
    expect(setting('eglise-backup.timer', 'OnCalendar')).toMatch(/^\*-\*-\* \d\d:\d\d:00 America\/Santo_Domingo$/)
  })

  it('run the server as its own user, restarted on failure, stopped by SIGTERM, sandboxed', () => {
    for (const unit of ['eglise.service', 'eglise-backup.service']) {
      expect(setting(unit, 'User')).toBe('eglise')
      expect(setting(unit, 'EnvironmentFile')).toBe('/etc/eglise/eglise.env')
      expect(setting(unit, 'NoNewPrivileges')).toBe('yes')
      expect(setting(unit, 'ProtectSystem')).toBe('strict')
      expect(setting(unit, 'ReadWritePaths')?.split(' ')[0]).toBe('/srv/eglise/data')
      expect(setting(unit, 'PrivateTmp')).toBe('yes')
      expect(setting(unit, 'ProtectHome')).toBe('yes')
      expect(setting(unit, 'CapabilityBoundingSet')).toBe('')
    }
    expect(setting('eglise.service', 'Restart')).toBe('on-failure')
    expect(setting('eglise.service', 'KillSignal')).toBe('SIGTERM')
    // Longer than the server's own 10 s for in-flight requests.
    expect(Number(setting('eglise.service', 'TimeoutStopSec'))).toBeGreaterThan(10)
  })

  // The off-site backup's keys can delete or read the copies kept elsewhere: the backup unit only.
  it('hide the off-site backup’s keys from the site’s service, and give them to the backup', () => {
    const hidden = setting('eglise.service', 'InaccessiblePaths')?.split(' ') ?? []
    expect(hidden).toEqual(expect.arrayContaining(['-/srv/eglise/.ssh', '-/srv/eglise/.config/rclone']))
    expect(setting('eglise-backup.service', 'InaccessiblePaths')).toBeUndefined()
    expect(setting('eglise-backup.service', 'ReadWritePaths')?.split(' ')).toContain('-/srv/eglise/.config/rclone')
    // The home's other files, the upgrade's record among them, stay read-only to the site.
    expect(setting('eglise.service', 'ReadWritePaths')).toBe('/srv/eglise/data')
  })

  it('keep the exposure systemd-analyze security computes low', () => {
    requireTool('systemd-analyze', 'apt-get install -y systemd')
    for (const unit of ['eglise.service', 'eglise-backup.service']) {
      const output = execFileSync('systemd-analyze', ['security', '--offline=yes', `./${unit}`], {
        cwd: DEPLOY,
        encoding: 'utf8',
      })
      const exposure = Number(/Overall exposure level for .+: ([\d.]+)/.exec(output)?.[1])
      expect(exposure, unit).toBeLessThanOrEqual(2)
    }
  })
})

describe('deploy/ sudoers rule and environment file', () => {
  it('the sudoers rule parses and allows restart and stop of the service only', () => {
    requireTool('visudo', 'apt-get install -y sudo')
    const result = spawnSync('visudo', ['-cf', path.join(DEPLOY, 'sudoers')], { encoding: 'utf8' })
    expect(result.status, result.stderr).toBe(0)
    const rule = readFileSync(path.join(DEPLOY, 'sudoers'), 'utf8')
      .split('\n')
      .filter((line) => /^\w/.test(line))
    expect(rule).toEqual([
      'eglise ALL=(root) NOPASSWD: /usr/bin/systemctl restart eglise.service, /usr/bin/systemctl stop eglise.service',
    ])
  })

  it('the example environment file, read by sh, is a valid configuration whose commands sudo allows', () => {
    const env = execFileSync('sh', ['-c', `set -a; . "$1"; set +a; env -0`, 'sh', 'deploy/eglise.env.example'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    })
    const values = Object.fromEntries(
      env
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    )
    const cwd = mkdtempSync(path.join(tmpdir(), 'eglise-env-'))
    try {
      const config = loadConfig({ ...values, DATA_DIR: path.join(cwd, 'data') }, cwd)
      expect(config).toMatchObject({ nodeEnv: 'production', host: '127.0.0.1', trustProxy: true })
      expect(config.mailFrom).toBe("Site de l'église <no-reply@example.org>")
      expect(values.DATA_DIR).toBe(setting('eglise.service', 'ReadWritePaths'))
      // The same port Caddy forwards to.
      expect(readFileSync(path.join(DEPLOY, 'caddy.service.d/eglise.conf'), 'utf8')).toContain(
        `Environment=APP_PORT=${config.port}`,
      )
      expect(config.restartCommand).toBe('sudo -n systemctl restart eglise.service')
      expect(config.stopCommand).toBe('sudo -n systemctl stop eglise.service')
    } finally {
      rmSync(cwd, { recursive: true, force: true })
    }
  })

  it('Caddy runs without its admin API, which any local user could reconfigure it through', () => {
    requireTool('caddy', 'apt-get install -y caddy')
    const adapted = execFileSync(
      'caddy',
      ['adapt', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: tmpdir(), SITE_DOMAIN: 'eglise.example.org' },
      },
    )
    expect(JSON.parse(adapted).admin).toEqual({ disabled: true })
  })

  it('the profile loads that file and opens the code folder the units run in', () => {
    const profile = readFileSync(path.join(DEPLOY, 'profile'), 'utf8')
    expect(profile).toContain(`. ${setting('eglise.service', 'EnvironmentFile')}`)
    expect(profile).toContain(`cd ${setting('eglise.service', 'WorkingDirectory')}`)
    expect(existsSync(path.join(DEPLOY, 'Caddyfile'))).toBe(true)
  })
})
