// Starts the app after the first paint: see withAssets in server/src/pages/page-html.ts.
// The page painted with its styles inline. Its stylesheets (`data-styles`) are added disabled:
// never fetched nor applied, they tell the app's chunk loader their rules are on the page already.
// Then its entry script, and its preloads.
//
// Until the app has adopted a form the server drew (`data-early-submit`, marked `data-ready` by
// the app, src/components/form/early-submit.ts), a submission of it is held here, not lost nor
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
  function add(tag, attributes) {
    var e = document.createElement(tag)
    for (var k in attributes) e.setAttribute(k, attributes[k])
    document.head.appendChild(e)
  }
  var styles = list('data-styles')
  for (var i = 0; i < styles.length; i++) add('link', { disabled: '', rel: 'stylesheet', crossorigin: '', href: styles[i] })
  function list(name) {
    return (s.getAttribute(name) || '').split(' ').filter(Boolean)
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      // The entry first, then each preload in a task of its own: adding one costs a few
      // milliseconds (the request it starts), and the thirteen of the home page added in a row
      // were one 120 ms task on a phone four times slower than a laptop.
      add('script', { type: 'module', crossorigin: '', src: s.getAttribute('data-entry') })
      var hrefs = list('data-preload')
      ;(function next(j) {
        if (j >= hrefs.length) return
        add('link', { rel: 'modulepreload', crossorigin: '', href: hrefs[j] })
        setTimeout(function () {
          next(j + 1)
        }, 0)
      })(0)
    }, 0)
  })
})(document.currentScript)
