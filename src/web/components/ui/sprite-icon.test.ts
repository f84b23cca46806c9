import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Heart, ListChecks, ListPlus, MapPin, Star, Users, Zap, type LucideIcon } from 'lucide-react'
import { IconSprite, SpriteIcon, SPRITE_ICONS, type SpriteIconName } from './sprite-icon'

const LUCIDE: Record<SpriteIconName, LucideIcon> = {
  heart: Heart,
  'list-checks': ListChecks,
  'list-plus': ListPlus,
  'map-pin': MapPin,
  star: Star,
  users: Users,
  zap: Zap,
}

/** What is inside an <svg> or a <symbol>. */
const inner = (markup: string, tag: string) => new RegExp(`<${tag}[^>]*>([\\s\\S]*)</${tag}>`).exec(markup)?.[1]

describe('the icon sprite', () => {
  const sprite = renderToStaticMarkup(createElement(IconSprite))

  it.each(Object.keys(SPRITE_ICONS) as SpriteIconName[])("draws %s with lucide's own shapes, once", (name) => {
    const symbols = sprite.match(new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24">[\\s\\S]*?</symbol>`, 'g'))
    expect(symbols).toHaveLength(1)
    const lucide = renderToStaticMarkup(createElement(LUCIDE[name]))
    expect(inner(symbols![0], 'symbol')).toBe(inner(lucide, 'svg'))
  })

  it('is out of the accessibility tree, and so is an icon that uses it', () => {
    expect(sprite).toMatch(/^<svg class="absolute size-0 overflow-hidden" aria-hidden="true">/)
    expect(renderToStaticMarkup(createElement(SpriteIcon, { name: 'star', className: 'size-4 fill-gold-400' }))).toBe(
      '<svg class="icon size-4 fill-gold-400" aria-hidden="true"><use href="#icon-star"></use></svg>',
    )
  })
})
