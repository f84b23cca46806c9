// Applies the stored theme (or the system's, until one is chosen) before the first paint.
// An external file because the Content-Security-Policy allows no inline script.
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
