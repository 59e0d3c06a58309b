import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

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
          // One browser and one server for the whole run; journeys run one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
})
