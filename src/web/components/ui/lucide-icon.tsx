// Lucide's icons as components that draw the same <svg> without lucide's work per render. Its
// component merges class lists, builds the attributes and makes a React element per path on every
// render, about 30 µs an icon on the server (docs/benchmarks.md, issue 31): here each icon's shapes
// are one string made once from lucide's own icon data, and a render is a single element with the
// same attributes, in lucide's order, so the markup is the same to the byte.
import type { SVGProps } from 'react'

/** What a lucide icon's module exports beside its component (not in its published types). */
type LucideIconData = {
  name: string
  node: [string, Record<string, string>][]
  /** Its former names: lucide writes a class for each (`lucide-stars` beside `lucide-sparkles`). */
  aliases?: unknown[]
  size?: number
}
export const lucideIconData = (module: object): LucideIconData => (module as { __iconData: LucideIconData }).__iconData

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

/** The icon's shapes as markup, as React writes lucide's elements (its `key`s are React's only). */
export function iconShapesHtml(icon: LucideIconData): string {
  return icon.node
    .map(([tag, { key: _key, ...attributes }]) => {
      const written = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${String(value).replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c])}"`)
        .join('')
      return `<${tag}${written}></${tag}>`
    })
    .join('')
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>

/** Whether lucide would leave `aria-hidden` off: the icon is named, or given a role or its own aria-*. */
function labelled(props: object): boolean {
  for (const [name, value] of Object.entries(props))
    if (value != null && (name.startsWith('aria-') || name === 'role' || name === 'title')) return true
  return false
}

/**
 * The component for a lucide icon's module (`import * as x from 'lucide-react/icons/x'`): the
 * props of an <svg>, as lucide's take them (className beside lucide's classes, strokeWidth, aria-*).
 */
export function lucideIcon(module: object) {
  const icon = lucideIconData(module)
  const shapes = { __html: iconShapesHtml(icon) }
  const aliases = (icon.aliases ?? []).filter((a): a is string => typeof a === 'string' && a.trim() !== '')
  const classes = ['lucide', icon.name, ...aliases].join(' lucide-')
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`
  function LucideIcon({ className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox={viewBox}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={labelled(rest) ? undefined : 'true'}
        {...rest}
        dangerouslySetInnerHTML={shapes}
      />
    )
  }
  LucideIcon.displayName = icon.name
  return LucideIcon
}
