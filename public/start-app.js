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
    var parts = Array.prototype.slice.call(template.content.children)
    var styles = []
    var fonts = 0
    var fontsAsked = false
    function fontDone() {
      if (--fonts === 0 && fontsAsked) styles.forEach(add)
    }
    // A few elements per task: each one asked for costs the page a little (a route has up to 70
    // chunks, about 0.3 ms each here and four times that on a slow phone), and a task that added a
    // dozen at once was long enough to block input (docs/benchmarks.md, issue 15).
    function next() {
      parts.splice(0, 4).forEach(function (part) {
        if (part.localName === 'style') return styles.push(part)
        var el = add(part)
        if (el.rel === 'preload' && el.getAttribute('as') === 'font') {
          fonts++
          el.addEventListener('load', fontDone)
          el.addEventListener('error', fontDone)
        }
      })
      if (parts.length) return soon(next)
      // The @font-face rules once every preloaded font is in: one relayout for the fonts, not one each.
      fontsAsked = true
      if (fonts === 0) styles.forEach(add)
    }
    next()
  }
  // The next task, without the 4 ms a chain of zero-delay timeouts is held to after five.
  var channel = window.MessageChannel && new MessageChannel()
  var queued = []
  if (channel)
    channel.port1.onmessage = function () {
      queued.shift()()
    }
  function soon(fn) {
    if (!channel) return setTimeout(fn, 0)
    queued.push(fn)
    channel.port2.postMessage(0)
  }
  // A new element, not a clone: a script parsed inside a template never runs, nor does its copy.
  function add(part) {
    var el = document.createElement(part.localName)
    for (var j = 0; j < part.attributes.length; j++) el.setAttribute(part.attributes[j].name, part.attributes[j].value)
    if (part.localName === 'style') el.textContent = part.textContent
    return document.head.appendChild(el)
  }

  // Until the app has taken over (main.tsx marks <html data-hydrated>), a click on a button (a
  // tab, the gallery, a card's heart) and the submission of a form that has no action of its own are
  // held, then given again once it has. Links navigate and a form with an action submits as it is.
  var root = document.documentElement
  var held = null
  function hydrated() {
    return root.hasAttribute('data-hydrated')
  }
  function hold(e) {
    if (hydrated()) return
    var target = e.target
    if (e.type === 'submit') {
      if (target.hasAttribute('action')) return
      held = { form: target, submitter: e.submitter }
    } else {
      var button = target.closest && target.closest('button:not([type="submit"]), [role="button"], [role="tab"]')
      if (!button) return
      held = { button: button }
    }
    e.preventDefault()
    e.stopPropagation()
  }
  // Only a page React will hydrate (its state is in the page) is ever marked hydrated: without that
  // state the app renders afresh, and nothing is held.
  if (document.getElementById('ssr-state')) {
    document.addEventListener('click', hold, true)
    document.addEventListener('submit', hold, true)
    new MutationObserver(function (_, observer) {
      if (!hydrated()) return
      observer.disconnect()
      document.removeEventListener('click', hold, true)
      document.removeEventListener('submit', hold, true)
      // As a pointer does: press (a Radix tab or menu acts on it), release, click.
      var button = held && held.button
      if (button && button.isConnected) {
        var init = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' }
        if (window.PointerEvent) button.dispatchEvent(new PointerEvent('pointerdown', init))
        button.dispatchEvent(new MouseEvent('mousedown', init))
        if (window.PointerEvent) button.dispatchEvent(new PointerEvent('pointerup', init))
        button.dispatchEvent(new MouseEvent('mouseup', init))
        button.click()
      }
      if (held && held.form && held.form.isConnected) held.form.requestSubmit(held.submitter || undefined)
    }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
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
