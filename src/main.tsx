import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
// Button's own styles must come after UnstyledButton's reset wherever a chunk imports them.
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Button.css'
import './styles/site.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'
import { registerServiceWorker } from './sw-register.ts'
import { theme } from './theme.ts'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

async function start() {
  // `npm run dev:mock`: the MSW worker answers the API in the browser, no server needed.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    await import('./zod-setup.ts')
    const { worker } = await import('../mocks/browser.ts')
    await worker.start({ onUnhandledRequest: 'bypass' })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  )
}

void start()
registerServiceWorker()
