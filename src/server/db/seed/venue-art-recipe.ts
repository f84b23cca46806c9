// What a venue's own main picture shows, decided from the venue's data (type, name, vibes, cuisines,
// features, size) and a hash of its slug: the room, how it is set, its light, walls, windows, décor,
// the camera and the colours. Pure and deterministic; scripts/venue-art/interior.ts draws it, the seed
// writes its caption as the photo's alternative text.

import { mulberry32, type Rng } from '~/server/db/seed/seeded-random'
import {
  CUISINE_PRESETS,
  NAME_PRESETS,
  PRESETS,
  type ChairStyle,
  type Ceiling,
  type Decor,
  type Floor,
  type Layout,
  type Light,
  type Preset,
  type PresetName,
  type Setting,
  type TableStyle,
  type TimeOfDay,
  type Wall,
  type Windows,
} from './venue-art-presets'

export type Palette = {
  wall: string
  wallSide: string
  trim: string
  ceiling: string
  floor: string
  floorLine: string
  wood: string
  woodDark: string
  cloth: string
  upholstery: string
  metal: string
  glow: string
  sky: [string, string, string]
  plant: string
  plantDark: string
  brick: string
  art: [string, string, string]
}

export type ArtRecipe = {
  /** Names the room in the caption: "the wine bar", "the rooftop terrace". */
  room: string
  setting: Setting
  layout: Layout
  table: TableStyle
  chair: ChairStyle
  light: Light
  wall: Wall
  windows: Windows
  ceiling: Ceiling
  floor: Floor
  decor: Decor[]
  time: TimeOfDay
  palette: Palette
  /** Metres, and the camera: where it stands, how high, where it looks (pixels of a 1200 × 800 frame). */
  room3d: { width: number; height: number; depth: number }
  camera: { x: number; height: number; focal: number; vanishX: number; horizon: number }
  /** Seeds the small irregularities (bricks, bottles, leaves). */
  seed: number
}

export type ArtVenue = {
  slug: string
  name: string
  type: string
  vibes: readonly string[]
  cuisines: readonly string[]
  features: readonly string[]
  maxGuests: number
}

function hashOf(s: string): number {
  let h = 2166136261
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}

const rngOf = mulberry32

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]
const span = (r: Rng, min: number, max: number) => min + r() * (max - min)

function presetFor(r: Rng, v: ArtVenue): PresetName {
  const named = NAME_PRESETS.find(([re]) => re.test(v.name))?.[1]
  if (named) return named
  const outdoor = v.features.includes('outdoor')
  switch (v.type) {
    case 'restaurant': {
      const options = [...(CUISINE_PRESETS[v.cuisines[0]] ?? CUISINE_PRESETS.American)]
      if (outdoor) options.push(v.vibes.includes('trendy') ? 'rooftop' : 'garden')
      if (v.features.includes('private-room') && v.vibes.includes('elegant')) options.push('private-dining')
      return pick(r, options)
    }
    case 'hotel':
      return pick(r, [
        'ballroom',
        'ballroom',
        'salon',
        v.vibes.includes('corporate') ? 'banquet-hall' : 'private-dining',
        ...(outdoor ? (['rooftop', 'garden'] as const) : (['library'] as const)),
      ])
    case 'convention-center':
      return pick(r, ['banquet-hall', 'keynote-hall', 'foyer', ...(outdoor ? (['rooftop'] as const) : [])])
    case 'unique-venue':
      return pick(r, outdoor ? ['rooftop', 'garden', 'greenhouse', 'loft'] : ['loft', 'gallery', 'greenhouse'])
    default:
      return pick(r, [
        'speakeasy',
        'supper-club',
        'cellar',
        'library',
        'wine-bar',
        ...(outdoor ? (['garden'] as const) : []),
      ])
  }
}

// Colours: hue families per vibe; lightness sets the mood (dark jewel tones, light casual rooms).
const VIBE_TONES: Record<string, { hues: number[]; sat: [number, number]; light: [number, number] }> = {
  elegant: { hues: [215, 160, 350, 28, 265, 190], sat: [0.3, 0.5], light: [0.2, 0.34] },
  casual: { hues: [32, 18, 85, 45, 200, 10], sat: [0.2, 0.45], light: [0.55, 0.74] },
  corporate: { hues: [210, 200, 225, 30], sat: [0.06, 0.2], light: [0.62, 0.82] },
  trendy: { hues: [178, 335, 44, 14, 280, 150], sat: [0.4, 0.62], light: [0.32, 0.52] },
  romantic: { hues: [345, 355, 320, 8, 280], sat: [0.32, 0.55], light: [0.2, 0.36] },
  outdoor: { hues: [120, 95, 35, 160], sat: [0.2, 0.4], light: [0.45, 0.65] },
}

function hsl(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360
  s = Math.max(0, Math.min(1, s))
  l = Math.max(0, Math.min(1, l))
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const c = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))))
  return `#${[c(0), c(8), c(4)].map((x) => x.toString(16).padStart(2, '0')).join('')}`
}

function paletteFor(r: Rng, vibe: string, time: TimeOfDay): Palette {
  const tone = VIBE_TONES[vibe] ?? VIBE_TONES.casual
  const hue = pick(r, tone.hues) + span(r, -12, 12)
  const sat = span(r, ...tone.sat)
  const dim = time === 'night' ? 0.82 : time === 'dusk' ? 0.92 : 1
  const light = span(r, ...tone.light) * dim
  const woodHue = span(r, 18, 34)
  const woodLight = pick(r, [0.22, 0.3, 0.4, 0.52])
  const accentHue = pick(r, [44, 40, 30, 200, hue + 180])
  const skies: Record<TimeOfDay, [string, string, string]> = {
    day: [hsl(205, 0.55, 0.62), hsl(200, 0.5, 0.78), hsl(40, 0.5, 0.88)],
    dusk: [hsl(235, 0.45, 0.22), hsl(300 + span(r, -20, 20), 0.35, 0.45), hsl(28 + span(r, -8, 8), 0.85, 0.65)],
    night: [hsl(230, 0.5, 0.07), hsl(235, 0.4, 0.16), hsl(260, 0.3, 0.28)],
  }
  return {
    wall: hsl(hue, sat, light),
    wallSide: hsl(hue, sat, light * 0.78),
    trim: light > 0.5 ? hsl(hue, sat * 0.5, Math.min(0.92, light + 0.2)) : hsl(accentHue, 0.45, 0.5),
    ceiling: hsl(hue, sat * 0.4, time === 'day' ? Math.min(0.9, light + 0.18) : light * 0.6),
    floor: hsl(woodHue, 0.4, woodLight * dim),
    floorLine: hsl(woodHue, 0.4, woodLight * dim * 0.6),
    wood: hsl(woodHue + span(r, -6, 6), 0.45, pick(r, [0.22, 0.3, 0.42, 0.55])),
    woodDark: hsl(woodHue, 0.45, 0.14),
    cloth: pick(r, ['#f6f1e7', '#f3efe9', '#eef0f2', hsl(hue, 0.2, 0.88)]),
    upholstery: hsl(pick(r, [hue + 180, hue + 30, hue - 30, 20, 140, 350]), span(r, 0.3, 0.55), span(r, 0.22, 0.42)),
    metal: hsl(accentHue, 0.55, 0.55),
    glow: pick(r, ['#ffd88a', '#ffe4a8', '#ffcf7a', '#fff0cf']),
    sky: skies[time],
    plant: hsl(span(r, 100, 140), 0.35, 0.34),
    plantDark: hsl(span(r, 110, 150), 0.4, 0.18),
    brick: hsl(span(r, 8, 22), span(r, 0.35, 0.5), span(r, 0.3, 0.42) * dim),
    art: [hsl(hue + 150, 0.5, 0.55), hsl(hue + 40, 0.6, 0.6), hsl(accentHue, 0.6, 0.45)],
  }
}

function filter<T>(options: T[], keep: (x: T) => boolean): T[] {
  const kept = options.filter(keep)
  return kept.length > 0 ? kept : options
}

export function artRecipe(v: ArtVenue): ArtRecipe {
  const seed = hashOf(v.slug)
  const r = rngOf(seed)
  const name = presetFor(r, v)
  const p: Preset = PRESETS[name]
  const vibe = v.vibes[0] ?? 'casual'
  const has = (f: string) => v.features.includes(f)

  const time = pick(
    r,
    vibe === 'corporate'
      ? filter(p.times, (t) => t !== 'night')
      : vibe === 'romantic' || vibe === 'elegant'
        ? filter(p.times, (t) => t !== 'day')
        : p.times,
  )
  // Small groups get small tables; the 8-60 group of a big venue still sits in one part of the room.
  const layout = pick(r, v.maxGuests <= 24 ? filter(p.layouts, (l) => l !== 'theatre') : p.layouts)
  const light = pick(
    r,
    vibe === 'romantic'
      ? filter(p.lights, (l) => l === 'candles' || l === 'chandeliers' || l === 'string-lights' || l === 'globes')
      : p.lights,
  )
  const decor = new Set<Decor>(p.decor.filter(() => r() < 0.75))
  if (has('bar') && p.setting === 'indoor' && layout !== 'counter' && r() < 0.4) decor.add('bar')
  if (has('av-equipment') && (name === 'banquet-hall' || name === 'ballroom')) decor.add('screen')
  if (vibe === 'casual' || vibe === 'outdoor' || v.cuisines.includes('Vegetarian/Vegan')) decor.add('plants')
  if (decor.size === 0) decor.add(p.decor[0])
  // A standing reception gathers around a bar.
  if (layout === 'standing' && p.setting === 'indoor') decor.add('bar')
  // Outside, lamps hang from a pergola's beams.
  if (p.setting !== 'indoor' && p.setting !== 'greenhouse' && light !== 'string-lights') decor.add('pergola')
  // One big wall piece each: the back wall cannot hold a bar, a kitchen and a fireplace at once.
  const backWall: Decor[] = ['open-kitchen', 'fireplace', 'bookshelves', 'wine-wall', 'stage', 'screen']
  const onBack = [...decor].filter((d) => backWall.includes(d))
  const keepBack = onBack.includes('screen') ? 'screen' : onBack.length ? pick(r, onBack) : undefined
  for (const d of onBack) if (d !== keepBack && !(d === 'stage' && keepBack === 'screen')) decor.delete(d)

  const [width, height, depth] = p.size
  const scale = span(r, 0.85, 1.2)
  return {
    room: p.room,
    setting: p.setting,
    layout,
    table:
      layout === 'counter' || layout === 'theatre'
        ? 'wood'
        : pick(
            r,
            vibe === 'elegant' || name === 'ballroom' || name === 'banquet-hall'
              ? ['cloth']
              : ['cloth', 'wood', 'wood', 'marble'],
          ),
    chair: pick(
      r,
      vibe === 'elegant'
        ? ['upholstered', 'bentwood']
        : vibe === 'trendy'
          ? ['metal', 'wood', 'upholstered']
          : ['wood', 'bentwood', 'upholstered', 'metal'],
    ),
    light,
    wall: pick(r, p.walls),
    windows: pick(r, p.windows),
    ceiling: pick(r, p.ceilings),
    floor: pick(r, has('dance-floor') && name === 'ballroom' ? ['planks'] : p.floors),
    decor: [...decor].sort(),
    time,
    palette: paletteFor(r, vibe, time),
    room3d: { width: width * scale, height: height * span(r, 0.9, 1.15), depth: depth * span(r, 0.85, 1.2) },
    camera: {
      x: span(r, -0.28, 0.28) * width * scale,
      height: span(r, 1.45, 1.85),
      focal: span(r, 560, 720),
      vanishX: span(r, 420, 780),
      horizon: span(r, 330, 440),
    },
    seed,
  }
}

const LAYOUT_WORDS: Record<Layout, string> = {
  'long-table': 'a long table',
  rounds: 'round tables',
  banquettes: 'banquettes',
  standing: 'high tables for a standing reception',
  counter: 'counter seats',
  theatre: 'rows of seats',
}
const LIGHT_WORDS: Record<Light, string> = {
  pendants: 'pendant lights',
  chandeliers: 'chandeliers',
  candles: 'candlelight',
  'string-lights': 'string lights',
  globes: 'globe lights',
  lanterns: 'lanterns',
  spots: 'spotlights',
}

/** Completes "{venue}: ..." in the main photo's alternative text. */
export function artCaption(recipe: ArtRecipe): string {
  const room = recipe.room.replace(/ set for .*$/, '')
  return `${room}, set with ${LAYOUT_WORDS[recipe.layout]} under ${LIGHT_WORDS[recipe.light]}`
}
