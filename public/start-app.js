// Starts the app after the first paint: see withAssets in server/src/pages/page-html.ts.
;(function (s) {
  if (!s) return
  function add(tag, attributes) {
    var e = document.createElement(tag)
    for (var k in attributes) e.setAttribute(k, attributes[k])
    document.head.appendChild(e)
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      var hrefs = (s.getAttribute('data-preload') || '').split(' ')
      for (var i = 0; i < hrefs.length; i++) if (hrefs[i]) add('link', { rel: 'modulepreload', crossorigin: '', href: hrefs[i] })
      add('script', { type: 'module', crossorigin: '', src: s.getAttribute('data-entry') })
    }, 0)
  })
})(document.currentScript)
