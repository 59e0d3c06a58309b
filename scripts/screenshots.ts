// `npm run screenshots`: full-page screenshots of every public page at phone and desktop width,
// taken in Chromium against the real built server, into .screenshots/ (to look at, not to commit).
import { mkdirSync } from 'node:fs'
import { startServer } from '#tests/e2e/support/server.ts'
import { VIEWPORTS, adminCookie, launchBrowser, openPage } from '#tests/e2e/support/browser.ts'
import { adminDashboardPages } from '#common/admin-dashboard-pages.ts'

const PAGES = [
  '/',
  '/feproba-programmes',
  '/isl-programmes',
  '/confession-de-foi',
  '/calendrier',
  '/predications',
  '/admin-dashboard',
]
const ADMIN_PAGES = adminDashboardPages()
const outDir = process.argv[2] ?? '.screenshots'
mkdirSync(outDir, { recursive: true })

const server = await startServer()
const browser = await launchBrowser()
try {
  for (const path of PAGES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, context, problems } = await openPage(browser, server.baseURL, viewport)
      await page.goto(path, { waitUntil: 'networkidle' })
      // Bring lazy images in before the full-page shot. Instant scrolling (the site scrolls
      // smoothly), and a bounded wait: an image in a section the browser has not drawn yet
      // (content-visibility) does not start loading.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((r) => setTimeout(r, 150))
        }
        const loaded = Promise.all(
          [...document.images].map((img) =>
            img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
          ),
        )
        await Promise.race([loaded, new Promise((r) => setTimeout(r, 5000))])
        window.scrollTo({ top: 0, behavior: 'instant' })
      })
      // A full-page shot draws past the viewport, where content-visibility: auto leaves the
      // sections undrawn (a reader scrolling sees each one drawn as it comes near).
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
      await page.waitForTimeout(300)
      const file = `${outDir}/${path === '/' ? 'home' : path.slice(1)}-${name}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(`${file}${problems.length ? `  ⚠ ${problems.join(' | ')}` : ''}`)
      await context.close()
    }
  }
  // Each dashboard tab, signed in, with a registration and a message to show.
  await fetch(`${server.baseURL}/api/members/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Marie',
      lastName: 'Exemple',
      email: 'marie@example.org',
      phone: '809-555-0100',
      dateOfBirth: '1990-05-12',
      address: 'Calle 5',
      city: 'Santiago',
    }),
  })
  await fetch(`${server.baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Jean Visiteur',
      email: 'jean@example.org',
      phone: '829-555-0101',
      subject: 'Visite',
      message: 'Bonjour, à quelle heure est le culte de dimanche ?',
    }),
  })
  const [name, value] = (await adminCookie(server.baseURL, server.adminPassword)).split('=')
  for (const address of ADMIN_PAGES) {
    const tab = address.split('/')[2] ?? 'vue-d-ensemble'
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { page, context, problems } = await openPage(browser, server.baseURL, viewport)
      await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.baseURL }])
      await page.goto(address, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      const file = `${outDir}/admin-${tab}-${size}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(`${file}${problems.length ? `  ⚠ ${problems.join(' | ')}` : ''}`)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
