// `npm run bench`: every bench in turn (after `npm run build`), each printing its figures, then a
// summary. Runs them all even when one misses its targets; exit code 1 if any did.
import { spawnSync } from 'node:child_process'

const BENCHES = [
  'bench:bundle',
  'bench:dashboard',
  'bench:api',
  'bench:lighthouse',
  'bench:load',
  'bench:burst',
  'bench:people',
  'bench:attendance',
  'bench:sermons',
] as const

const results = BENCHES.map((name) => {
  console.log(`\n######## npm run ${name}\n`)
  const started = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' })
  return { name, status, seconds: Math.round((Date.now() - started) / 1000) }
})

console.log('\n######## summary')
for (const { name, status, seconds } of results) {
  console.log(`${name.padEnd(18)} ${status === 0 ? 'targets met' : `MISSED (exit ${status})`}  ${seconds} s`)
}
if (results.some(({ status }) => status !== 0)) process.exitCode = 1
