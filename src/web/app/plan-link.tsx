import type { ComponentProps, MouseEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { paths } from '~/web/lib/paths'

export const PLAN_SECTION_ID = 'plan'

export function scrollToPlan() {
  const el = document.getElementById(PLAN_SECTION_ID)
  if (!el) return false
  el.scrollIntoView({ block: 'start' })
  // Move focus for keyboard and screen-reader users, without a second scroll.
  el.focus({ preventScroll: true })
  return true
}

/** 'Plan Your Event' / 'Join Early Access': scroll to the planning section of the landing page. */
export function PlanLink({ onClick, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  const location = useLocation()
  const navigate = useNavigate()
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (e.defaultPrevented) return
    e.preventDefault()
    if (location.pathname === '/') {
      if (location.hash !== `#${PLAN_SECTION_ID}`) navigate(paths.plan(), { preventScrollReset: true })
      scrollToPlan()
    } else {
      navigate(paths.plan())
    }
  }
  return <Link to={paths.plan()} onClick={handle} {...props} />
}
