// Applies the stored theme (or the system's, until one is chosen) before the first paint.
// The server writes it inline into every page, allowed by its hash in the Content-Security-Policy
// (src/server/seo/first-paint.ts); the file itself is what the hash is taken of.
;(function () {
  var theme = null
  try {
    theme = localStorage.getItem('bountiful-theme')
  } catch {
    /* storage blocked */
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  if (theme === 'dark') document.documentElement.classList.add('dark')
  document.documentElement.style.colorScheme = theme
})()
