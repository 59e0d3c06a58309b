import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/**
 * The component tests that replace a module with vi.mock: they need a module registry of their
 * own (an isolated worker), as the module may already be loaded, unreplaced, by another file.
 */
const replacingModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `src/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'common/**/*.test.ts',
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'mocks/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            // The server with the front end's real page renderer.
            'tests/pages/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/node.ts'],
          // One module registry per worker, not per file: the server's modules load once per
          // worker, which halves this project's time. Each test builds its own app on its own
          // temporary database, so nothing else is shared.
          isolate: false,
          // `npm test` runs the browser journeys beside these (two vitest processes: Vitest runs a
          // project without file parallelism after all the others): on two cores, a test that
          // takes 1 s alone can take several while a journey runs.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: replacingModules,
          setupFiles: ['tests/setup/dom.ts'],
          // One module registry per worker, not per file: React, Mantine and the icons load once
          // per worker instead of once per file, most of this project's time otherwise.
          // tests/setup/dom.ts resets what a file could leave behind for the next.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: replacingModules,
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server for the whole run (global-setup.ts); journeys run one file
          // at a time, as they share the server's data.
          fileParallelism: false,
          // In one worker, one module registry: playwright-core and the support modules load once
          // for the run instead of once per file (seconds per file on a busy machine). The journeys
          // keep nothing in those modules; each file opens its own browser contexts.
          isolate: false,
        },
      },
    ],
  },
})
