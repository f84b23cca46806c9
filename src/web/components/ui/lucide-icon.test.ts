import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  CalendarDays,
  Check,
  CircleAlert,
  Info,
  LayoutGrid,
  LoaderCircle,
  Menu,
  Sparkles,
  Users,
  X,
} from 'lucide-react'
import * as calendarDays from 'lucide-react/icons/calendar-days'
import * as check from 'lucide-react/icons/check'
import * as circleAlert from 'lucide-react/icons/circle-exclamation-point'
import * as info from 'lucide-react/icons/info'
import * as layoutGrid from 'lucide-react/icons/layout-grid'
import * as loaderCircle from 'lucide-react/icons/loader-circle'
import * as menu from 'lucide-react/icons/menu'
import * as sparkles from 'lucide-react/icons/sparkles'
import * as users from 'lucide-react/icons/users'
import * as x from 'lucide-react/icons/x'
import { lucideIcon, type IconProps } from './lucide-icon'

// Shapes of every kind lucide draws with: paths, circles, rects, several of each.
const ICONS: [string, ComponentType<IconProps>, object][] = [
  ['calendar-days', CalendarDays, calendarDays],
  ['check', Check, check],
  ['circle-alert', CircleAlert, circleAlert],
  ['info', Info, info],
  ['layout-grid', LayoutGrid, layoutGrid],
  ['loader-circle', LoaderCircle, loaderCircle],
  ['menu', Menu, menu],
  // Known by a former name too (stars): a class for each.
  ['sparkles', Sparkles, sparkles],
  ['users', Users, users],
  ['x', X, x],
]

const PROPS: [string, IconProps][] = [
  ['no props', {}],
  ['a class', { className: 'size-4 shrink-0 text-ink-400' }],
  ['its own stroke width and aria-hidden', { className: 'size-3.5', strokeWidth: 3, 'aria-hidden': true }],
  ['a name (not hidden then)', { 'aria-label': 'Close', className: 'size-5' }],
  ['a role and a data attribute', { role: 'img', 'data-testid': 'icon' } as IconProps],
]

describe('lucideIcon', () => {
  it.each(ICONS.flatMap(([name, lucide, module]) => PROPS.map(([what, props]) => [name, what, lucide, module, props])))(
    '%s with %s: the markup of lucide-react to the byte',
    (_name, _what, lucide, module, props) => {
      const ours = lucideIcon(module as object)
      const expected = renderToStaticMarkup(createElement(lucide as ComponentType<IconProps>, props as IconProps))
      expect(renderToStaticMarkup(createElement(ours, props as IconProps))).toBe(expected)
    },
  )
})
