// `npm start` on a fresh clone: build the front end once if it has not been built yet.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

if (!existsSync('dist/client/index.html')) {
  console.log('Première construction du site (vite build)…')
  execSync('npx vite build', { stdio: 'inherit' })
}
