// `npm start` on a fresh clone: build the front end once if it has not been built yet (or was
// built before the server drew the pages itself: no page renderer in dist/server).
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/entry-server.js')) {
  console.log('Première construction du site (vite build)…')
  execSync('npx vite build', { stdio: 'inherit' })
}
