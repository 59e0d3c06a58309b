// Runs as the parse ends, before the app's module scripts (server/src/pages/page-html.ts).
//
// The page painted with its stylesheets' rules inline: each of them (`data-styles`) is added as a
// disabled link, never fetched nor applied, so that Vite's chunk loader finds it on the page and
// does not add it again when the route's code loads (added, a stylesheet restyles the whole page).
//
// Until the app has adopted a form the server drew (`data-early-submit`, marked `data-ready` by
// the app, src/components/form/early-input.ts), a submission of it is held here, not lost nor
// sent by the browser itself: the form is marked `data-queued-submit`, and the app submits it
// once it has adopted it, with what was typed meanwhile.
;(function (s) {
  if (!s) return
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target
      if (!form || !form.hasAttribute || !form.hasAttribute('data-early-submit') || form.hasAttribute('data-ready')) return
      event.preventDefault()
      // React must not see it either: it would replay it once the form is adopted.
      event.stopPropagation()
      form.setAttribute('data-queued-submit', '')
    },
    true,
  )
  var styles = (s.getAttribute('data-styles') || '').split(' ').filter(Boolean)
  for (var i = 0; i < styles.length; i++) {
    var link = document.createElement('link')
    link.setAttribute('disabled', '')
    link.setAttribute('rel', 'stylesheet')
    link.setAttribute('crossorigin', '')
    link.setAttribute('href', styles[i])
    document.head.appendChild(link)
  }
})(document.currentScript)
