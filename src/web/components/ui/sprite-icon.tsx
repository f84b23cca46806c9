// Icons that repeat on a page, drawn once and used by reference. A venue card carries six icons
// (its rating's star, its place, its guests, the heart, the shortlist's list, last minute's bolt):
// as lucide's inline SVGs they were 126 copies and 57 kB of a search page's 160 kB, and the larger
// part of the server's render of it. Here each is a <symbol> in the one <IconSprite> every page's
// frame holds (root-layout.tsx), and a card's icon is an <svg><use/></svg> of a hundred bytes.
// The shapes are lucide's own (its icon data, read from the icon's module), so they stay the same
// icons; the look lucide set as attributes on each <svg> is the `.icon` rule in styles.css.
import * as heart from 'lucide-react/icons/heart'
import * as listChecks from 'lucide-react/icons/list-checks'
import * as listPlus from 'lucide-react/icons/list-plus'
import * as mapPin from 'lucide-react/icons/map-pin'
import * as star from 'lucide-react/icons/star'
import * as users from 'lucide-react/icons/users'
import * as zap from 'lucide-react/icons/zap'
import { iconShapesHtml, lucideIconData as dataOf } from './lucide-icon'

export const SPRITE_ICONS = {
  heart: dataOf(heart),
  'list-checks': dataOf(listChecks),
  'list-plus': dataOf(listPlus),
  'map-pin': dataOf(mapPin),
  star: dataOf(star),
  users: dataOf(users),
  zap: dataOf(zap),
}
export type SpriteIconName = keyof typeof SPRITE_ICONS

const spriteIconId = (name: SpriteIconName) => `icon-${name}`

/**
 * A decorative icon of the sprite (hidden from assistive technology, as every icon beside a text
 * is here). `className` sizes and colours it as it would lucide's component: `size-4 text-ink-400`,
 * `fill-gold-400` for a filled shape.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden>
      <use href={`#${spriteIconId(name)}`} />
    </svg>
  )
}

/** The symbols' markup, made once: the same on every page, as React wrote it from the elements. */
const SYMBOLS = {
  __html: Object.entries(SPRITE_ICONS)
    .map(
      ([name, icon]) =>
        `<symbol id="${spriteIconId(name as SpriteIconName)}" viewBox="0 0 24 24">${iconShapesHtml(icon)}</symbol>`,
    )
    .join(''),
}

/** The sprite's symbols, once per page: out of the layout and of the accessibility tree. */
export function IconSprite() {
  return <svg className="absolute size-0 overflow-hidden" aria-hidden dangerouslySetInnerHTML={SYMBOLS} />
}
