/**
 * Registers the service worker of a production build (scripts/pwa-options.ts) once the page
 * has loaded, so that its precaching never competes with the first visit. A returning visitor
 * then gets the public pages without a connection. Never in dev or mock mode (MSW has its own
 * worker). From this module, not an inline script: the CSP allows none.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Refused (private browsing, blocked by policy): the site works without it.
      console.warn('Service worker non enregistré', error)
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
