// docs/deploy.md is followed by a volunteer, line by line: every command in its ```sh blocks must
// parse, name scripts, files and units that exist, and agree with deploy/ on paths and ports.
// The restore drill and the domain's sed run here for real, on temporary copies.
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_ROUTES } from '#server/src/plugins/front-end.ts'
import { createTestApp } from '#server/test/helper.ts'
import { PRE_UPGRADE_LABEL } from '#scripts/upgrade-steps.ts'
import { ROOT, runScript } from './run-script.ts'

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const DOC = read('docs/deploy.md')
const BLOCKS = [...DOC.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')
const COMMANDS = BLOCKS.flatMap((block) => block.split('\n')).filter((line) => line.trim() !== '')
const PACKAGE = JSON.parse(read('package.json')) as { scripts: Record<string, string>; engines: { node: string } }
const UNITS = ['eglise.service', 'eglise-backup.service', 'eglise-backup.timer']
const unitSetting = (unit: string, key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(read(`deploy/${unit}`))?.[1]
const envExample = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(read('deploy/eglise.env.example'))?.[1]

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eglise-doc-'))
  dirs.push(dir)
  return dir
}

describe('docs/deploy.md', () => {
  it('has shell blocks that parse', () => {
    expect(BLOCKS.length).toBeGreaterThan(10)
    for (const block of BLOCKS) {
      const result = spawnSync('bash', ['-n'], { input: block, encoding: 'utf8' })
      expect(result.status, `${block}\n${result.stderr}`).toBe(0)
    }
  })

  it('names only npm scripts of package.json', () => {
    const named = new Set([...DOC.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? ''))
    expect([...named].sort()).toEqual(
      expect.arrayContaining(['admin:password', 'backup', 'build', 'restore', 'rollback', 'serve', 'upgrade']),
    )
    for (const name of named) expect(PACKAGE.scripts, name).toHaveProperty([name])
  })

  it('names only files of deploy/ that exist, installed where their own header says', () => {
    for (const [, file] of DOC.matchAll(/\bdeploy\/([\w./-]*[\w])/g)) {
      expect(existsSync(path.join(ROOT, 'deploy', file ?? '')), `deploy/${file}`).toBe(true)
    }
    const installs = COMMANDS.filter((line) => line.includes('/srv/eglise/app/deploy/'))
    // Every file of deploy/ is installed somewhere, once.
    const installed = installs.map((line) => line.split(' ').at(-2)?.replace('/srv/eglise/app/', ''))
    const files = readdirSync(path.join(ROOT, 'deploy'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    expect(installed.sort()).toEqual(files.sort())
    for (const line of installs) {
      const [source, target] = line.split(' ').slice(-2) as [string, string]
      expect(line).toMatch(/^install /)
      expect(read(path.relative('/srv/eglise/app', source)), line).toContain(target)
    }
  })

  it('starts, stops and reads only units of deploy/ (or Caddy)', () => {
    const units = COMMANDS.flatMap((line) => [
      ...line.matchAll(/(?:systemctl \w[\w-]*(?: --now)?|journalctl -u) ([\w@.-]+\.(?:service|timer))/g),
    ]).map((match) => match[1])
    expect(new Set(units)).toEqual(new Set([...UNITS, 'caddy.service']))
  })

  it('agrees with deploy/ on the paths, the port and the user', () => {
    expect(DOC).toContain(`DATA_DIR=${unitSetting('eglise.service', 'ReadWritePaths')}`)
    expect(envExample('DATA_DIR')).toBe(unitSetting('eglise.service', 'ReadWritePaths'))
    expect(DOC).toContain(unitSetting('eglise.service', 'EnvironmentFile'))
    expect(COMMANDS).toContain(`curl -fsS http://127.0.0.1:${envExample('PORT')}/api/health`)
    expect(unitSetting('eglise.service', 'WorkingDirectory')).toBe('/srv/eglise/app')
    for (const line of COMMANDS.filter((command) => command.startsWith('sudo -iu eglise ')))
      expect(line.split(' ')[3], line).toMatch(/^(npm|git|sh|ssh-keygen|rclone|rsync)$/)
  })

  it('installs a Node version the project accepts', () => {
    const version = /^NODE_VERSION=v(\d+)\.(\d+)\.(\d+)$/m.exec(DOC)
    const minimum = /^>=(\d+)\.(\d+)$/.exec(PACKAGE.engines.node)
    expect(version && minimum).toBeTruthy()
    const [major, minor] = [Number(version?.[1]), Number(version?.[2])]
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(Number(minimum?.[1]) * 1000 + Number(minimum?.[2]))
  })

  it('sets the domain with a sed that works on the drop-in', () => {
    const sed = COMMANDS.find((line) => line.startsWith('sed -i ') && line.includes('SITE_DOMAIN')) ?? ''
    const copy = path.join(tempDir(), 'eglise.conf')
    copyFileSync(path.join(ROOT, 'deploy/caddy.service.d/eglise.conf'), copy)
    execFileSync('bash', ['-c', sed.replace('/etc/systemd/system/caddy.service.d/eglise.conf', copy)], {
      env: { PATH: process.env.PATH, SITE_DOMAIN: 'eglise-santiago.org' },
    })
    expect(readFileSync(copy, 'utf8')).toMatch(/^Environment=SITE_DOMAIN=eglise-santiago\.org$/m)
  })

  it('names the pre-upgrade copy as npm run upgrade does', () => {
    const copy = /backups\/(church-\S+\.db)/.exec(COMMANDS.find((line) => line.includes('npm run restore --')) ?? '')
    expect(copy?.[1]).toMatch(
      new RegExp(`^church-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-${PRE_UPGRADE_LABEL}\\.db$`),
    )
  })

  it('has a restore drill that restores the newest copy', { timeout: 60_000 }, async () => {
    const live = tempDir()
    await (await createTestApp({ dataDir: live })).close()
    const nightly = await runScript('backup', [], { DATA_DIR: live })
    expect(nightly.code, nightly.stderr).toBe(0)
    const drill = COMMANDS.find((line) => line.includes('npm run restore') && line.includes('/tmp/exercice')) ?? ''
    const scratch = path.join(tempDir(), 'exercice')
    // As the site's user would run it, with this test's folders in place of the VM's.
    const command = drill
      .replace(/^sudo -iu eglise /, '')
      .replaceAll('/tmp/exercice', scratch)
      .replaceAll('/srv/eglise/data/backups', path.join(live, 'backups'))
    const result = spawnSync('bash', ['-c', command], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain(`Base restaurée depuis ${nightly.stdout.split('\n')[0]}.`)
    expect(existsSync(path.join(scratch, 'church.db'))).toBe(true)
  })

  it('sends the administrators to the dashboard’s page', () => {
    const pages = [...DOC.matchAll(/(?:localhost:\d+)?(\/admin[\w-]*)`/g)].map((match) => match[1])
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(PAGE_ROUTES).toContain(page)
  })

  it('is linked from the README', () => {
    expect(read('README.md')).toContain('docs/deploy.md')
  })
})
