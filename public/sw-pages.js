// Imported by the service worker (scripts/pwa-options.ts). When it installs, it keeps a copy of
// the home page and of the confession of faith in the cache of the pages' network-first route, so
// that a visitor who returns without a connection finds them even if they read only the home
// page. Online, every visit still asks the server for the current page.
self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open('pages')
      .then(function (cache) {
        return cache.addAll(['/', '/confession-de-foi'])
      })
      .catch(function () {
        // Offline or refused: the pages are cached as they are visited instead.
      }),
  )
})
