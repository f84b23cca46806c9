// The landing page's planning section (consultation): links elsewhere point at '/#plan'.
export const PLAN_SECTION_ID = 'plan'

export function scrollToPlan() {
  const el = document.getElementById(PLAN_SECTION_ID)
  if (!el) return false
  el.scrollIntoView({ block: 'start' })
  // Move focus for keyboard and screen-reader users, without a second scroll.
  el.focus({ preventScroll: true })
  return true
}
