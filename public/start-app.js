// Starts the app on a server-rendered page once the page is on screen. The server keeps the app's
// scripts, their preloads and the web fonts' @font-face rules in an inert <template id="after-paint">
// (src/server/seo/after-paint.ts) and writes this file inline after it, allowed by its hash in the
// Content-Security-Policy. The page is readable and its links work before any of that is asked for;
// until then a slow link carries the HTML and the photo the page opens with, nothing else. Once the
// first paint is reported, and the photo with fetchpriority="high" (the venue's, the first result's)
// is painted too, what the template holds is added to the document, in its order.
;(function () {
  var started = false
  function start() {
    if (started) return
    started = true
    var template = document.getElementById('after-paint')
    if (!template || !template.content) return
    var parts = template.content.children
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i]
      // New elements, not clones: a script parsed inside a template never runs, nor does its copy.
      var el = document.createElement(part.localName)
      for (var j = 0; j < part.attributes.length; j++)
        el.setAttribute(part.attributes[j].name, part.attributes[j].value)
      if (part.localName === 'style') el.textContent = part.textContent
      document.head.appendChild(el)
    }
  }

  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  // A page opened in the background paints nothing until shown: it starts at once, as does a
  // browser that reports no paints.
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start()
  // Whatever happens, the app starts within three seconds.
  setTimeout(start, 3000)

  var photo = document.querySelector('img[fetchpriority="high"]')
  var painted = false
  var photoShown = !photo || types.indexOf('largest-contentful-paint') < 0
  function maybeStart() {
    if (painted && photoShown) start()
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    painted = true
    maybeStart()
  }).observe({ type: 'paint', buffered: true })
  if (photoShown) return
  new PerformanceObserver(function (list, observer) {
    var entries = list.getEntries()
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].element !== photo) continue
      observer.disconnect()
      photoShown = true
      maybeStart()
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  // A photo that fails, or is loaded but never the largest paint (out of view, or smaller than a
  // heading), does not hold the app back beyond the frame after it settles.
  function settled() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        photoShown = true
        maybeStart()
      }, 100)
    })
  }
  if (photo.complete) settled()
  else {
    photo.addEventListener('load', settled)
    photo.addEventListener('error', settled)
  }
})()
