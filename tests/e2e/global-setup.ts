// Starts the real production server (built front end + API + SQLite on a temporary folder)
// once for the whole e2e run. The build itself is done by `npm test` before vitest starts.
import type { TestProject } from 'vitest/node'
import { startServer } from './support/server.ts'

export default async function setup(project: TestProject) {
  const server = await startServer()
  project.provide('baseURL', server.baseURL)
  project.provide('dataDir', server.dataDir)
  project.provide('adminPassword', server.adminPassword)
  return () => server.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
    adminPassword: string
  }
}
