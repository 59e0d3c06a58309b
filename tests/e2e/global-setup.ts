// Starts the real production server (built front end + API + SQLite on a temporary folder) and
// the browser once for the whole e2e run. The build itself is done by `npm test` before vitest starts.
import type { TestProject } from 'vitest/node'
import { launchSharedBrowser, SHARED_BROWSER_ENV } from './support/browser.ts'
import { startServer } from './support/server.ts'

export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startServer(), launchSharedBrowser()])
  project.provide('baseURL', server.baseURL)
  project.provide('dataDir', server.dataDir)
  project.provide('adminPassword', server.adminPassword)
  // Read by launchBrowser() in the test files' worker, which starts after this and inherits it.
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint()
  return async () => {
    await browser.close()
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
    adminPassword: string
  }
}
