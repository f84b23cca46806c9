// Draws a venue's own main picture from its recipe (src/server/db/seed/venue-art-recipe.ts): a room
// built in 3D metres and seen through a pinhole camera, so tables, chairs, windows and lights take
// their perspective from where they stand. Pure string building; generate-venue-art.ts rasterises it.
import type { ArtRecipe, Palette } from '~/server/db/seed/venue-art-recipe'
import type { Decor } from '~/server/db/seed/venue-art-presets'
import { PHOTO_HEIGHT as H, PHOTO_WIDTH as W } from '~/server/lib/venue-photos'
import { mulberry32, type Rng } from '~/server/db/seed/seeded-random'

type Pt = [number, number]

const rngOf = mulberry32
const f = (n: number) => Math.round(n * 10) / 10
const pts = (ps: Pt[]) => ps.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')
const poly = (ps: Pt[], attrs: string) => `<polygon points="${pts(ps)}" ${attrs}/>`
const line = (a: Pt, b: Pt, attrs: string) =>
  `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" ${attrs}/>`
const glowAt = (p: Pt, r: number, o = 1) =>
  `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(r)}" fill="url(#glow)" opacity="${f(o * 100) / 100}"/>`
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]

type Scene = {
  q: ArtRecipe
  p: Palette
  r: Rng
  /** World metres → pixels. */
  P: (x: number, y: number, z: number) => Pt
  /** Pixels per metre at depth z. */
  s: (z: number) => number
  xL: number
  xR: number
  h: number
  d: number
  zN: number
  cx: number
  ch: number
  indoor: boolean
}

const Z_NEAR = 0.45

function sceneOf(q: ArtRecipe): Scene {
  const { width, height, depth } = q.room3d
  const { x: cx, height: ch, focal: F, vanishX, horizon } = q.camera
  return {
    q,
    p: q.palette,
    r: rngOf(q.seed ^ 0x5bd1e995),
    P: (x, y, z) => [vanishX + ((x - cx) * F) / z, horizon - ((y - ch) * F) / z],
    s: (z) => F / z,
    xL: -width / 2,
    xR: width / 2,
    h: height,
    d: depth,
    zN: Z_NEAR,
    cx,
    ch,
    indoor: q.setting === 'indoor' || q.setting === 'greenhouse',
  }
}

// ---------------------------------------------------------------- surfaces

type Side = 'back' | 'left' | 'right'
/** A point on a wall: u runs along it (x on the back wall, z on the side walls), v is the height. */
function onWall(S: Scene, side: Side, u: number, v: number): Pt {
  if (side === 'back') return S.P(u, v, S.d)
  return S.P(side === 'left' ? S.xL : S.xR, v, u)
}
const wallQuad = (S: Scene, side: Side, u0: number, v0: number, u1: number, v1: number): Pt[] => [
  onWall(S, side, u0, v0),
  onWall(S, side, u1, v0),
  onWall(S, side, u1, v1),
  onWall(S, side, u0, v1),
]
const wallSpan = (S: Scene, side: Side): [number, number] => (side === 'back' ? [S.xL, S.xR] : [S.zN, S.d])
/** Metres → pixels at a typical point of the wall (for stroke widths). */
const wallScale = (S: Scene, side: Side, u: number) => S.s(side === 'back' ? S.d : Math.max(u, 1))
/** The side wall the camera sees most of (the one farther from it). */
const openSide = (S: Scene): 'left' | 'right' => (S.cx > 0 ? 'left' : 'right')

function wallTexture(S: Scene, side: Side): string {
  const { p, r, q } = S
  const [u0, u1] = wallSpan(S, side)
  const fill = side === 'back' ? p.wall : p.wallSide
  let out = ''
  const stripe = (v0: number, v1: number, color: string, o = 1) =>
    poly(wallQuad(S, side, u0, v0, u1, v1), `fill="${color}" opacity="${o}"`)
  const uLines = (step: number, v0: number, v1: number, attrs: string) => {
    let s = ''
    for (let u = u0 + step; u < u1; u += step) s += line(onWall(S, side, u, v0), onWall(S, side, u, v1), attrs)
    return s
  }
  const vLine = (v: number, attrs: string) => line(onWall(S, side, u0, v), onWall(S, side, u1, v), attrs)
  switch (q.wall) {
    case 'brick': {
      out += stripe(0, S.h, p.brick)
      const course = 0.24
      for (let v = 0, row = 0; v < S.h; v += course, row++) {
        for (let u = u0 - (row % 2) * 0.28; u < u1; u += 0.56) {
          const shade = r()
          if (shade < 0.45)
            out += poly(
              wallQuad(S, side, Math.max(u, u0), v, Math.min(u + 0.54, u1), v + course - 0.03),
              `fill="${shade < 0.2 ? '#000' : '#fff'}" opacity="${f(0.04 + r() * 0.1)}"`,
            )
        }
        out += vLine(
          v,
          `stroke="#000" stroke-opacity=".28" stroke-width="${f(Math.max(0.6, 0.02 * wallScale(S, side, u1)))}"`,
        )
      }
      out += stripe(0, S.h, '#000', side === 'back' ? 0.08 : 0.18)
      break
    }
    case 'panelling': {
      out += stripe(0, S.h, fill)
      out += stripe(0, 1.1, p.wood) + stripe(1.05, 1.12, p.woodDark, 0.8)
      out += uLines(0.6, 0.1, 1.0, `stroke="${p.woodDark}" stroke-opacity=".5" stroke-width="2"`)
      for (let u = u0 + 0.2; u + 1.0 < u1; u += 1.3) {
        out += poly(
          wallQuad(S, side, u, 1.35, u + 1.0, S.h - 0.45),
          `fill="none" stroke="${p.trim}" stroke-opacity=".55" stroke-width="${f(Math.max(1, 0.03 * wallScale(S, side, u)))}"`,
        )
      }
      break
    }
    case 'tiles': {
      out += stripe(0, S.h, fill)
      const tile = pick(r, [p.cloth, p.trim, '#e9ece8'])
      out += stripe(0, 2.3, tile)
      for (let v = 0.15; v < 2.3; v += 0.15) out += vLine(v, 'stroke="#000" stroke-opacity=".12" stroke-width="1"')
      out += uLines(0.3, 0, 2.3, 'stroke="#000" stroke-opacity=".08" stroke-width="1"')
      out += stripe(2.28, 2.36, p.wood)
      break
    }
    case 'wallpaper': {
      out += stripe(0, S.h, fill)
      for (let u = u0; u < u1; u += 0.32)
        out += poly(wallQuad(S, side, u, 0.95, u + 0.12, S.h), `fill="${p.trim}" opacity=".22"`)
      out += stripe(0, 0.95, p.wood) + stripe(0.92, 0.98, p.woodDark)
      break
    }
    case 'concrete': {
      out += stripe(0, S.h, fill) + stripe(0, S.h, '#8a8c90', 0.55)
      for (let v = 1.2; v < S.h; v += 1.2) out += vLine(v, 'stroke="#000" stroke-opacity=".1" stroke-width="1.5"')
      out += uLines(2.4, 0, S.h, 'stroke="#000" stroke-opacity=".1" stroke-width="1.5"')
      break
    }
    case 'glass': {
      out += stripe(0, S.h, p.sky[2], 0.12)
      out += uLines(
        1.6,
        0,
        S.h,
        `stroke="${p.woodDark}" stroke-width="${f(Math.max(2, 0.06 * wallScale(S, side, u0 + 2)))}"`,
      )
      out +=
        vLine(2.6, `stroke="${p.woodDark}" stroke-width="3"`) + vLine(0.05, `stroke="${p.woodDark}" stroke-width="4"`)
      break
    }
    default: {
      out += stripe(0, S.h, fill)
      out += stripe(S.h - 0.18, S.h, p.trim, 0.8) + stripe(0, 0.14, p.trim, 0.8)
    }
  }
  if (q.wall !== 'glass' && side !== 'back') out += stripe(0, S.h, '#000', 0.12)
  return out
}

// ---------------------------------------------------------------- outside views

function outside(S: Scene, kind: 'city' | 'trees' | 'hills'): string {
  const { p, r, q } = S
  const hz = q.camera.horizon
  let out = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
  if (q.time !== 'night')
    out += `<circle cx="${f(200 + r() * 800)}" cy="${f(hz - 60 - r() * 80)}" r="70" fill="${p.glow}" opacity="${q.time === 'day' ? 0.35 : 0.55}"/>`
  if (kind === 'city') {
    for (let x = -20; x < W;) {
      const bw = 40 + r() * 90
      const bh = 60 + r() * 260
      const base = hz + 30
      const shade = q.time === 'day' ? '#7d8ea3' : '#0d1224'
      out += `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh + 400)}" fill="${shade}" opacity="${f(0.7 + r() * 0.3)}"/>`
      if (q.time !== 'day')
        for (let k = 0; k < bh / 12; k++)
          if (r() < 0.4)
            out += `<rect x="${f(x + 5 + r() * (bw - 12))}" y="${f(base - bh + 6 + r() * (bh - 10))}" width="4" height="5" fill="${p.glow}" opacity=".85"/>`
      x += bw + 3
    }
  } else if (kind === 'trees') {
    out += `<rect x="0" y="${f(hz)}" width="${W}" height="${H}" fill="${p.plantDark}"/>`
    for (let i = 0; i < 26; i++)
      out += `<circle cx="${f(r() * W)}" cy="${f(hz - r() * 120)}" r="${f(50 + r() * 80)}" fill="${i % 2 ? p.plant : p.plantDark}" opacity="${f(0.75 + r() * 0.25)}"/>`
  } else {
    out += `<path d="M0 ${f(hz - 40)} Q300 ${f(hz - 120 - r() * 60)} 600 ${f(hz - 50)} T1200 ${f(hz - 70)} V800 H0 Z" fill="#3b4a5a" opacity=".75"/>`
    out += `<path d="M0 ${f(hz)} Q400 ${f(hz - 50)} 800 ${f(hz - 10)} T1200 ${f(hz - 20)} V800 H0 Z" fill="${p.plant}"/>`
  }
  return out
}

// ---------------------------------------------------------------- windows

/** Outline of one window on a wall, in wall coordinates. */
function windowOutline(kind: string, u0: number, u1: number, v0: number, v1: number): [number, number][] {
  if (kind !== 'arched')
    return [
      [u0, v0],
      [u1, v0],
      [u1, v1],
      [u0, v1],
    ]
  const rad = (u1 - u0) / 2
  const spring = v1 - rad
  const outline: [number, number][] = [
    [u0, v0],
    [u1, v0],
    [u1, spring],
  ]
  for (let i = 1; i < 12; i++) {
    const a = (i / 12) * Math.PI
    outline.push([u0 + rad + Math.cos(a) * rad, spring + Math.sin(a) * rad * 0.9])
  }
  outline.push([u0, spring])
  return outline
}

type Opening = { side: Side; u0: number; u1: number; v0: number; v1: number }

function openings(S: Scene): Opening[] {
  const { q } = S
  const list: Opening[] = []
  const side = openSide(S)
  switch (q.windows) {
    case 'arched':
    case 'skyline':
    case 'factory': {
      const n = Math.max(2, Math.min(5, Math.floor((S.xR - S.xL) / 3.2)))
      const w = q.windows === 'arched' ? 1.3 : q.windows === 'factory' ? 2.2 : 2.4
      const top = q.windows === 'factory' ? S.h - 0.4 : S.h - 0.5
      const bottom = q.windows === 'skyline' ? 0.6 : 0.9
      if (
        !S.q.decor.some((d) => ['open-kitchen', 'fireplace', 'bookshelves', 'wine-wall', 'stage', 'screen'].includes(d))
      ) {
        for (let i = 0; i < n; i++) {
          const c = S.xL + ((i + 0.5) * (S.xR - S.xL)) / n
          list.push({ side: 'back', u0: c - w / 2, u1: c + w / 2, v0: bottom, v1: top })
        }
      }
      if (!q.decor.includes('bar'))
        for (let z = 2.2; z + w < S.d - 0.8; z += w + 1.4) list.push({ side, u0: z, u1: z + w, v0: bottom, v1: top })
      break
    }
    case 'floor-to-ceiling':
      if (!q.decor.includes('bar'))
        for (let z = 1.0; z + 1.5 < S.d; z += 1.62) list.push({ side, u0: z, u1: z + 1.5, v0: 0.05, v1: S.h - 0.15 })
      break
    default:
  }
  return list
}

function windowsLayer(S: Scene, ops: Opening[]): string {
  if (ops.length === 0) return ''
  const { p, q } = S
  const shapes = ops.map((o) =>
    windowOutline(q.windows, o.u0, o.u1, o.v0, o.v1).map(([u, v]) => onWall(S, o.side, u, v)),
  )
  const kind = q.windows === 'skyline' || q.time !== 'day' ? 'city' : 'trees'
  let out = `<clipPath id="win">${shapes.map((s) => `<polygon points="${pts(s)}"/>`).join('')}</clipPath><g clip-path="url(#win)">${outside(S, kind)}</g>`
  const frame = q.windows === 'factory' ? '#1a1a1a' : p.trim
  for (const [i, o] of ops.entries()) {
    const k = wallScale(S, o.side, (o.u0 + o.u1) / 2)
    const sw = f(Math.max(2, 0.07 * k))
    out += `<polygon points="${pts(shapes[i])}" fill="none" stroke="${frame}" stroke-width="${sw}"/>`
    const mid = (o.u0 + o.u1) / 2
    out += line(
      onWall(S, o.side, mid, o.v0),
      onWall(S, o.side, mid, o.v1 - (q.windows === 'arched' ? 0 : 0)),
      `stroke="${frame}" stroke-width="${f(Number(sw) * 0.6)}"`,
    )
    const panes = q.windows === 'factory' ? 6 : 2
    for (let j = 1; j < panes; j++) {
      const v = o.v0 + ((o.v1 - o.v0) * j) / panes
      out += line(
        onWall(S, o.side, o.u0, v),
        onWall(S, o.side, o.u1, v),
        `stroke="${frame}" stroke-width="${f(Number(sw) * 0.6)}"`,
      )
    }
    if (q.windows === 'factory')
      for (const t of [0.25, 0.75])
        out += line(
          onWall(S, o.side, o.u0 + (o.u1 - o.u0) * t, o.v0),
          onWall(S, o.side, o.u0 + (o.u1 - o.u0) * t, o.v1),
          `stroke="${frame}" stroke-width="${f(Number(sw) * 0.5)}"`,
        )
    if (q.time === 'day') {
      // Daylight falls on the floor in front of the window.
      const a = S.P(o.side === 'back' ? o.u0 : o.side === 'left' ? S.xL : S.xR, 0, o.side === 'back' ? S.d : o.u0)
      const b = S.P(o.side === 'back' ? o.u1 : o.side === 'left' ? S.xL : S.xR, 0, o.side === 'back' ? S.d : o.u1)
      const reach = o.side === 'left' ? 2.5 : -2.5
      const c =
        o.side === 'back' ? S.P(o.u1 + 0.8, 0, S.d - 3) : S.P((o.side === 'left' ? S.xL : S.xR) + reach, 0, o.u1 + 1.2)
      const e =
        o.side === 'back' ? S.P(o.u0 + 0.8, 0, S.d - 3) : S.P((o.side === 'left' ? S.xL : S.xR) + reach, 0, o.u0 + 1.2)
      out += poly([a, b, c, e], `fill="${p.glow}" opacity=".13"`)
    }
  }
  return out
}

function shojiScreens(S: Scene): string {
  const { p } = S
  let out = ''
  for (const side of ['back', openSide(S)] as Side[]) {
    const [u0, u1] = wallSpan(S, side)
    const a = side === 'back' ? u0 + 0.6 : 2
    const b = side === 'back' ? u1 - 0.6 : S.d - 0.6
    out +=
      poly(wallQuad(S, side, a, 0.9, b, S.h - 0.5), `fill="#f7ecd0"`) +
      poly(wallQuad(S, side, a, 0.9, b, S.h - 0.5), `fill="${p.glow}" opacity=".35"`)
    for (let u = a; u <= b; u += 0.3)
      out += line(onWall(S, side, u, 0.9), onWall(S, side, u, S.h - 0.5), `stroke="${p.woodDark}" stroke-width="2"`)
    for (let v = 0.9; v <= S.h - 0.5; v += 0.35)
      out += line(onWall(S, side, a, v), onWall(S, side, b, v), `stroke="${p.woodDark}" stroke-width="1.5"`)
  }
  return out
}

// ---------------------------------------------------------------- 3D boxes

type Fills = { front: string; top?: string; side?: string; bottom?: string; extra?: string }
/** An axis-aligned box; only the faces the camera sees. */
function box(S: Scene, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, c: Fills): string {
  const { P } = S
  const ex = c.extra ?? ''
  let out = ''
  if (S.ch > y1)
    out += poly([P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)], `fill="${c.top ?? c.front}" ${ex}`)
  if (S.ch < y0)
    out += poly([P(x0, y0, z0), P(x1, y0, z0), P(x1, y0, z1), P(x0, y0, z1)], `fill="${c.bottom ?? c.front}" ${ex}`)
  if (S.cx < x0)
    out += poly([P(x0, y0, z0), P(x0, y0, z1), P(x0, y1, z1), P(x0, y1, z0)], `fill="${c.side ?? c.front}" ${ex}`)
  if (S.cx > x1)
    out += poly([P(x1, y0, z0), P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0)], `fill="${c.side ?? c.front}" ${ex}`)
  out += poly([P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)], `fill="${c.front}" ${ex}`)
  return out
}

// ---------------------------------------------------------------- furniture

type Item = { z: number; svg: string }

/** What lights hang from: the ceiling indoors, the pergola's beams outside. */
const ceilingOf = (S: Scene) => (S.indoor ? S.h : 3.2)

function chair(S: Scene, x: number, z: number, faceX: number, faceZ: number): string {
  const { P, p, q } = S
  const n = Math.hypot(faceX, faceZ) || 1
  const fx = faceX / n
  const fz = faceZ / n
  const px = -fz
  const pz = fx
  const hw = 0.22
  const seatY = 0.46
  const backTop = q.chair === 'upholstered' ? 1.0 : 0.92
  const corner = (a: number, b: number, y: number) => P(x + fx * a + px * b, y, z + fz * a + pz * b)
  const seat = [corner(-hw, -hw, seatY), corner(-hw, hw, seatY), corner(hw, hw, seatY), corner(hw, -hw, seatY)]
  const back = [corner(-hw, -hw, seatY), corner(-hw, hw, seatY), corner(-hw, hw, backTop), corner(-hw, -hw, backTop)]
  const color = q.chair === 'upholstered' ? p.upholstery : q.chair === 'metal' ? '#23252a' : p.wood
  const dark = q.chair === 'metal' ? '#111' : p.woodDark
  const k = S.s(z)
  let legs = ''
  for (const [a, b] of [
    [-hw, -hw],
    [-hw, hw],
    [hw, hw],
    [hw, -hw],
  ] as const)
    legs += line(
      corner(a * 0.9, b * 0.9, seatY),
      corner(a * 0.9, b * 0.9, 0),
      `stroke="${dark}" stroke-width="${f(Math.max(1, 0.03 * k))}"`,
    )
  const seatSvg = poly(seat, `fill="${color}" stroke="${dark}" stroke-width="${f(Math.max(0.5, 0.01 * k))}"`)
  const backSvg =
    q.chair === 'bentwood'
      ? `<polygon points="${pts(back)}" fill="none" stroke="${p.wood}" stroke-width="${f(Math.max(1.2, 0.04 * k))}" stroke-linejoin="round"/>${line(corner(-hw, 0, seatY), corner(-hw, 0, backTop), `stroke="${p.wood}" stroke-width="${f(Math.max(1, 0.025 * k))}"`)}`
      : `<polygon points="${pts(back)}" fill="${color}" stroke="${dark}" stroke-width="${f(Math.max(0.6, 0.015 * k))}" stroke-linejoin="round"/>`
  // The back is behind the seat when the chair faces the camera.
  return fz < 0 ? legs + backSvg + seatSvg : legs + seatSvg + backSvg
}

function candle(S: Scene, x: number, y: number, z: number): string {
  const k = S.s(z)
  const base = S.P(x, y, z)
  const top = S.P(x, y + 0.16, z)
  return `${line(base, top, `stroke="#f4efe4" stroke-width="${f(Math.max(1.2, 0.03 * k))}"`)}<circle cx="${f(top[0])}" cy="${f(top[1] - 0.02 * k)}" r="${f(Math.max(1, 0.015 * k))}" fill="#ffe6a0"/>${glowAt(top, Math.max(8, 0.5 * k), 0.85)}`
}

function tableDressing(S: Scene, x: number, z: number, radius: number): string {
  const { P, p, q, r } = S
  let out = ''
  const k = S.s(z)
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3
    const c = P(x + Math.cos(a) * radius * 0.72, 0.765, z + Math.sin(a) * radius * 0.72)
    out += `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(0.12 * k)}" ry="${f(0.12 * k * ((S.ch - 0.76) / z))}" fill="#fbfaf6" opacity=".95"/>`
  }
  if (q.light === 'candles' || q.time === 'night' || r() < 0.3) out += candle(S, x, 0.76, z)
  else {
    const c = P(x, 0.76, z)
    out += `<circle cx="${f(c[0])}" cy="${f(c[1] - 0.1 * k)}" r="${f(0.1 * k)}" fill="${p.art[1]}"/><circle cx="${f(c[0] - 0.07 * k)}" cy="${f(c[1] - 0.06 * k)}" r="${f(0.07 * k)}" fill="${p.plant}"/>`
  }
  return out
}

function roundTable(S: Scene, x: number, z: number, radius: number): Item[] {
  const { P, p, q } = S
  const k = S.s(z)
  const items: Item[] = []
  const n = radius > 0.8 ? 8 : 6
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + 0.2
    const cxz = [x + Math.cos(a) * (radius + 0.3), z + Math.sin(a) * (radius + 0.3)]
    items.push({ z: cxz[1], svg: chair(S, cxz[0], cxz[1], -Math.cos(a), -Math.sin(a)) })
  }
  const top = P(x, 0.76, z)
  const rx = radius * k
  const ry = (rx * (S.ch - 0.76)) / z
  let svg = ''
  const floorC = P(x, 0, z)
  svg += `<ellipse cx="${f(floorC[0])}" cy="${f(floorC[1])}" rx="${f(rx * 1.15)}" ry="${f((rx * 1.15 * S.ch) / z)}" fill="#000" opacity=".22"/>`
  if (q.table === 'cloth') {
    const bottom = P(x, 0.02, z)
    const ryB = (rx * (S.ch - 0.02)) / z
    svg += `<path d="M${f(top[0] - rx)} ${f(top[1])} L${f(bottom[0] - rx)} ${f(bottom[1])} A${f(rx)} ${f(ryB)} 0 0 0 ${f(bottom[0] + rx)} ${f(bottom[1])} L${f(top[0] + rx)} ${f(top[1])} Z" fill="url(#cloth)"/>`
    svg += `<ellipse cx="${f(top[0])}" cy="${f(top[1])}" rx="${f(rx)}" ry="${f(ry)}" fill="${p.cloth}"/>`
  } else {
    const foot = P(x, 0, z)
    svg += line(top, foot, `stroke="${p.woodDark}" stroke-width="${f(Math.max(2, 0.08 * k))}"`)
    svg += `<ellipse cx="${f(foot[0])}" cy="${f(foot[1])}" rx="${f(0.25 * k)}" ry="${f((0.25 * k * S.ch) / z)}" fill="${p.woodDark}"/>`
    svg += `<ellipse cx="${f(top[0])}" cy="${f(top[1] + 0.03 * k)}" rx="${f(rx)}" ry="${f(ry)}" fill="${p.woodDark}"/>`
    svg += `<ellipse cx="${f(top[0])}" cy="${f(top[1])}" rx="${f(rx)}" ry="${f(ry)}" fill="${q.table === 'marble' ? '#e8e4de' : p.wood}"/>`
  }
  svg += tableDressing(S, x, z, radius)
  items.push({ z, svg })
  return items
}

function longTable(S: Scene, x: number, z0: number, z1: number, width: number): Item[] {
  const { P, p, q } = S
  const a = x - width / 2
  const b = x + width / 2
  const cloth = q.table === 'cloth'
  const drop = cloth ? 0.05 : 0.7
  const items: Item[] = []
  const leftSide: string[] = []
  const rightSide: string[] = []
  for (let z = z0 + 0.45; z < z1 - 0.3; z += 0.72) {
    leftSide.unshift(chair(S, a - 0.32, z, 1, 0))
    rightSide.unshift(chair(S, b + 0.32, z, -1, 0))
  }
  const topFill = cloth ? p.cloth : q.table === 'marble' ? '#e8e4de' : p.wood
  let table = box(S, a, b, drop, 0.76, z0, z1, {
    front: cloth ? '#d9d3c9' : p.woodDark,
    top: topFill,
    side: cloth ? '#cfc8bd' : p.woodDark,
  })
  if (!cloth)
    for (const [lx, lz] of [
      [a + 0.1, z0 + 0.1],
      [b - 0.1, z0 + 0.1],
    ] as const)
      table += line(
        P(lx, 0.7, lz),
        P(lx, 0, lz),
        `stroke="${p.woodDark}" stroke-width="${f(Math.max(2, 0.06 * S.s(lz)))}"`,
      )
  for (let z = z0 + 0.45; z < z1 - 0.3; z += 0.72) {
    for (const sx of [a + 0.22, b - 0.22]) {
      const c = P(sx, 0.765, z)
      const k = S.s(z)
      table += `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(0.12 * k)}" ry="${f(0.12 * k * ((S.ch - 0.76) / z))}" fill="#fbfaf6"/>`
    }
  }
  for (let z = z0 + 0.8; z < z1 - 0.4; z += 1.45)
    table +=
      q.light === 'candles' || q.time !== 'day'
        ? candle(S, x, 0.76, z)
        : tableDressing(S, x, z, 0).replace(/<ellipse[^>]*>/g, '')
  // Whichever row of chairs is on the camera's side hides part of the table.
  const mid = (z0 + z1) / 2
  const far = S.cx > x ? leftSide : rightSide
  const near = S.cx > x ? rightSide : leftSide
  items.push({ z: mid + 0.02, svg: chair(S, x, z1 + 0.35, 0, -1) + far.join('') })
  items.push({ z: mid, svg: table })
  items.push({ z: mid - 0.02, svg: near.join('') })
  items.push({ z: z0 - 0.35, svg: chair(S, x, z0 - 0.35, 0, 1) })
  return items
}

function squareTable(S: Scene, x: number, z: number, size: number): string {
  const { P, p, q } = S
  const hs = size / 2
  const top = q.table === 'marble' ? '#e8e4de' : q.table === 'cloth' ? p.cloth : p.wood
  let svg = line(P(x, 0.72, z), P(x, 0, z), `stroke="${p.woodDark}" stroke-width="${f(Math.max(2, 0.05 * S.s(z)))}"`)
  svg += box(S, x - hs, x + hs, 0.72, 0.76, z - hs, z + hs, { front: p.woodDark, top, side: p.woodDark })
  if (q.light === 'candles' || q.time === 'night') svg += candle(S, x, 0.76, z)
  return svg
}

function banquettes(S: Scene, tablesFrom: number, tablesTo: number): Item[] {
  const { p } = S
  const items: Item[] = []
  const z = S.d
  // Along the back wall: a long tufted bench, small tables, chairs facing it.
  let bench = box(S, tablesFrom - 0.3, tablesTo + 0.3, 0.4, 1.25, z - 0.25, z - 0.05, {
    front: p.upholstery,
    top: p.upholstery,
  })
  for (let u = tablesFrom; u < tablesTo + 0.3; u += 0.6)
    bench += line(S.P(u, 0.5, z - 0.25), S.P(u, 1.2, z - 0.25), 'stroke="#000" stroke-opacity=".25" stroke-width="2"')
  bench += box(S, tablesFrom - 0.3, tablesTo + 0.3, 0, 0.45, z - 0.75, z - 0.25, {
    front: p.upholstery,
    top: p.upholstery,
    extra: 'stroke="#000" stroke-opacity=".2"',
  })
  items.push({ z: z - 0.4, svg: bench })
  for (let x = tablesFrom + 0.4; x < tablesTo; x += 1.5) {
    items.push({ z: z - 1.2, svg: squareTable(S, x, z - 1.2, 0.75) })
    items.push({ z: z - 1.9, svg: chair(S, x, z - 1.9, 0, 1) })
  }
  // And along the side wall the camera sees.
  const side = openSide(S)
  const wx = side === 'left' ? S.xL : S.xR
  const dir = side === 'left' ? 1 : -1
  let sideBench = ''
  const zFrom = 2.2
  const zTo = S.d - 1.2
  sideBench += box(S, Math.min(wx, wx + dir * 0.25), Math.max(wx, wx + dir * 0.25), 0.4, 1.25, zFrom, zTo, {
    front: p.upholstery,
    side: p.upholstery,
    top: p.upholstery,
  })
  sideBench += box(S, Math.min(wx, wx + dir * 0.75), Math.max(wx, wx + dir * 0.75), 0, 0.45, zFrom, zTo, {
    front: p.upholstery,
    side: p.upholstery,
    top: p.upholstery,
    extra: 'stroke="#000" stroke-opacity=".2"',
  })
  items.push({ z: (zFrom + zTo) / 2 + 2, svg: sideBench })
  for (let tz = zFrom + 0.6; tz < zTo - 0.3; tz += 1.6) {
    items.push({ z: tz, svg: squareTable(S, wx + dir * 1.25, tz, 0.75) })
    items.push({ z: tz - 0.01, svg: chair(S, wx + dir * 1.95, tz, -dir, 0) })
  }
  return items
}

function highTop(S: Scene, x: number, z: number): string {
  const { P, p } = S
  const k = S.s(z)
  const top = P(x, 1.08, z)
  const waist = P(x, 0.55, z)
  const foot = P(x, 0, z)
  const rx = 0.38 * k
  const ry = (rx * Math.abs(S.ch - 1.08)) / z
  return `<ellipse cx="${f(foot[0])}" cy="${f(foot[1])}" rx="${f(rx)}" ry="${f((rx * S.ch) / z)}" fill="#000" opacity=".2"/>
<path d="M${f(top[0] - rx)} ${f(top[1])} Q${f(waist[0] - rx * 0.25)} ${f(waist[1])} ${f(foot[0] - rx * 0.8)} ${f(foot[1])} L${f(foot[0] + rx * 0.8)} ${f(foot[1])} Q${f(waist[0] + rx * 0.25)} ${f(waist[1])} ${f(top[0] + rx)} ${f(top[1])} Z" fill="url(#cloth)"/>
<ellipse cx="${f(top[0])}" cy="${f(top[1])}" rx="${f(rx)}" ry="${f(Math.max(1, ry))}" fill="${p.cloth}"/>${candle(S, x, 1.08, z)}`
}

function stool(S: Scene, x: number, z: number): string {
  const { P, p } = S
  const k = S.s(z)
  const seat = P(x, 0.75, z)
  let out = ''
  for (const dx of [-0.15, 0.15])
    out += line(
      P(x + dx, 0.72, z),
      P(x + dx * 1.3, 0, z),
      `stroke="${p.woodDark}" stroke-width="${f(Math.max(1.5, 0.03 * k))}"`,
    )
  return `${out}<ellipse cx="${f(seat[0])}" cy="${f(seat[1])}" rx="${f(0.2 * k)}" ry="${f((0.2 * k * (S.ch - 0.75)) / z + 0.04 * k)}" fill="${p.upholstery}"/>`
}

function plant(S: Scene, x: number, z: number, height: number): string {
  const { P, p, r } = S
  const k = S.s(z)
  const base = P(x, 0, z)
  const rim = P(x, 0.5, z)
  let out = `<path d="M${f(rim[0] - 0.25 * k)} ${f(rim[1])} h${f(0.5 * k)} l${f(-0.06 * k)} ${f(base[1] - rim[1])} h${f(-0.38 * k)} Z" fill="${pick(r, ['#c06a43', '#e7e1d6', '#2a2a2a', p.woodDark])}"/>`
  const leaves = 11
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + (i - leaves / 2) * 0.22 + (r() - 0.5) * 0.3
    const len = (height - 0.4) * (0.6 + r() * 0.45) * k
    const tip: Pt = [rim[0] + Math.cos(a) * len * 0.55, rim[1] + Math.sin(a) * len]
    const w = 0.09 * k * (0.7 + r() * 0.6)
    out += `<path d="M${f(rim[0])} ${f(rim[1])} Q${f((rim[0] + tip[0]) / 2 - w)} ${f((rim[1] + tip[1]) / 2)} ${f(tip[0])} ${f(tip[1])} Q${f((rim[0] + tip[0]) / 2 + w)} ${f((rim[1] + tip[1]) / 2)} ${f(rim[0])} ${f(rim[1])}" fill="${i % 3 ? p.plant : p.plantDark}"/>`
  }
  return out
}

// ---------------------------------------------------------------- wall pieces

function wallDecor(S: Scene, decor: Decor): string {
  const { P, p, r, q } = S
  const back = (u0: number, v0: number, u1: number, v1: number, attrs: string) =>
    poly(wallQuad(S, 'back', u0, v0, u1, v1), attrs)
  const k = S.s(S.d)
  const mid = (S.xL + S.xR) / 2
  let out = ''
  switch (decor) {
    case 'art': {
      const side = openSide(S)
      const spots = [2.5, 5.5, 8.5].filter((z) => z < S.d - 1.2)
      for (const z of spots) {
        const quad = wallQuad(S, side, z, 1.4, z + 1.3, 2.4)
        out += poly(quad, `fill="${p.trim}"`)
        const inner = wallQuad(S, side, z + 0.08, 1.48, z + 1.22, 2.32)
        out += poly(inner, `fill="${pick(r, p.art)}"`)
        out += poly(wallQuad(S, side, z + 0.3, 1.6, z + 0.9, 2.0), `fill="${pick(r, p.art)}" opacity=".8"`)
      }
      break
    }
    case 'mirror': {
      const w = Math.min(3, (S.xR - S.xL) * 0.3)
      out += back(mid - w / 2 - 0.12, 1.1, mid + w / 2 + 0.12, S.h - 0.3, `fill="${p.metal}"`)
      out += back(mid - w / 2, 1.22, mid + w / 2, S.h - 0.42, `fill="url(#mirror)"`)
      break
    }
    case 'wine-wall':
    case 'bookshelves': {
      const u0 = S.xL + 0.5
      const u1 = S.xR - 0.5
      out += back(u0, 0, u1, S.h - 0.2, `fill="${p.woodDark}"`)
      const rows = Math.floor((S.h - 0.4) / 0.4)
      for (let i = 0; i < rows; i++) {
        const v = 0.15 + i * 0.4
        out += back(u0, v - 0.04, u1, v, `fill="${p.wood}"`)
        if (decor === 'wine-wall') {
          for (let u = u0 + 0.06; u < u1 - 0.05; u += 0.1) {
            const c = P(u, v + 0.06, S.d)
            if (r() < 0.85)
              out += `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(Math.max(1.2, 0.04 * k))}" fill="${pick(r, ['#2f4d2a', '#5a1a22', '#1f2f1c', '#c9b37a'])}"/>`
          }
        } else {
          for (let u = u0 + 0.02; u < u1 - 0.05;) {
            const bw = 0.03 + r() * 0.05
            const bh = 0.22 + r() * 0.12
            out += back(
              u,
              v,
              u + bw,
              v + bh,
              `fill="${pick(r, ['#7a2431', '#2f4d6b', '#c9a227', '#3e6b48', '#e8e3d8', '#5a3a1a'])}"`,
            )
            u += bw + 0.005
          }
        }
      }
      break
    }
    case 'fireplace': {
      const w = 1.8
      out += box(S, mid - w / 2 - 0.3, mid + w / 2 + 0.3, 0, 1.25, S.d - 0.35, S.d, {
        front: p.trim,
        top: p.trim,
        side: p.trim,
      })
      out += box(S, mid - w / 2 - 0.45, mid + w / 2 + 0.45, 1.25, 1.35, S.d - 0.45, S.d, { front: p.trim, top: p.trim })
      const a = P(mid - w / 2, 0, S.d - 0.35)
      const b = P(mid + w / 2, 0.95, S.d - 0.35)
      out += `<rect x="${f(a[0])}" y="${f(b[1])}" width="${f(b[0] - a[0])}" height="${f(a[1] - b[1])}" fill="#1b110c"/>`
      const fire = P(mid, 0.25, S.d - 0.4)
      out += `<ellipse cx="${f(fire[0])}" cy="${f(fire[1])}" rx="${f(0.5 * k)}" ry="${f(0.22 * k)}" fill="#ff9a3c"/><ellipse cx="${f(fire[0])}" cy="${f(fire[1] + 0.05 * k)}" rx="${f(0.3 * k)}" ry="${f(0.12 * k)}" fill="#ffe08a"/>${glowAt(fire, 2.2 * k, 0.9)}`
      out +=
        back(mid - 0.8, 1.7, mid + 0.8, 2.7, `fill="${p.metal}"`) +
        back(mid - 0.7, 1.8, mid + 0.7, 2.6, `fill="${pick(r, p.art)}"`)
      break
    }
    case 'open-kitchen': {
      out += back(S.xL, 0, S.xR, 2.4, `fill="${p.cloth}"`)
      for (let v = 0.15; v < 2.4; v += 0.15)
        out += line(P(S.xL, v, S.d), P(S.xR, v, S.d), 'stroke="#000" stroke-opacity=".1"')
      const w = Math.min(4, (S.xR - S.xL) * 0.4)
      out += box(S, mid - w / 2, mid + w / 2, 2.0, 2.7, S.d - 1.0, S.d, {
        front: '#b9bdc2',
        bottom: '#8e9298',
        side: '#a3a7ad',
      })
      for (let i = 0; i < 3; i++) {
        const cxh = mid - w / 3 + (i * w) / 3
        const head = P(cxh, 1.65, S.d - 0.8)
        out += `<rect x="${f(head[0] - 0.22 * k)}" y="${f(head[1] + 0.1 * k)}" width="${f(0.44 * k)}" height="${f(0.7 * k)}" rx="${f(0.12 * k)}" fill="#f4f4f2"/><circle cx="${f(head[0])}" cy="${f(head[1])}" r="${f(0.11 * k)}" fill="${pick(r, ['#6b4a3a', '#c59a7a', '#3a2a22', '#e0b895'])}"/><rect x="${f(head[0] - 0.1 * k)}" y="${f(head[1] - 0.3 * k)}" width="${f(0.2 * k)}" height="${f(0.2 * k)}" rx="${f(0.05 * k)}" fill="#fff"/>`
      }
      out += box(S, S.xL + 0.5, S.xR - 0.5, 0, 1.1, S.d - 0.6, S.d - 0.3, { front: '#9aa0a6', top: '#d7dadd' })
      for (let i = 0; i < 5; i++) {
        const c = P(mid - w / 2 + 0.3 + (i * (w - 0.6)) / 4, 1.95, S.d - 0.3)
        out += `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(0.12 * k)}" fill="#b87333"/>`
      }
      out += glowAt(P(mid, 1.5, S.d - 0.5), 2.5 * k, 0.5)
      break
    }
    case 'drapes': {
      for (const [u0, u1] of [
        [S.xL, S.xL + 1.2],
        [S.xR - 1.2, S.xR],
      ] as const) {
        for (let u = u0; u < u1; u += 0.2)
          out += back(u, 0, u + 0.2, S.h, `fill="${p.upholstery}" opacity="${0.75 + ((u * 10) % 2) * 0.12}"`)
      }
      break
    }
    case 'stage': {
      const w = Math.min(8, (S.xR - S.xL) * 0.55)
      out += box(S, mid - w / 2, mid + w / 2, 0, 0.7, S.d - 2.5, S.d, { front: '#1c1c20', top: p.woodDark })
      for (let u = mid - w / 2 - 0.6; u < mid + w / 2 + 0.6; u += 0.25)
        out += back(
          u,
          0.7,
          u + 0.25,
          S.h - 0.3,
          `fill="${q.palette.upholstery}" opacity="${(u * 8) % 2 < 1 ? 0.9 : 0.75}"`,
        )
      break
    }
    case 'screen': {
      const w = Math.min(9, (S.xR - S.xL) * 0.5)
      out += back(mid - w / 2 - 0.1, 1.6, mid + w / 2 + 0.1, Math.min(S.h - 0.3, 1.6 + w * 0.5625 + 0.2), 'fill="#111"')
      out += back(mid - w / 2, 1.7, mid + w / 2, Math.min(S.h - 0.4, 1.7 + w * 0.5625), 'fill="url(#screen)"')
      out +=
        back(mid - w * 0.35, 2.6, mid + w * 0.1, 2.9, 'fill="#fff" opacity=".85"') +
        back(mid - w * 0.35, 2.2, mid + w * 0.3, 2.35, 'fill="#fff" opacity=".55"')
      out += glowAt(P(mid, 2.5, S.d), w * k * 0.8, 0.35)
      break
    }
    case 'barrels': {
      for (const side of ['left', 'right'] as const) {
        const wx = side === 'left' ? S.xL + 0.45 : S.xR - 0.45
        for (let z = S.d - 0.6; z > 2.2; z -= 2.4) {
          for (const [dx, y] of [
            [0, 0.38],
            [side === 'left' ? 0.78 : -0.78, 0.38],
            [side === 'left' ? 0.39 : -0.39, 1.05],
          ] as const) {
            const c = P(wx + dx, y, z)
            const rr = 0.38 * S.s(z)
            out += `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(rr)}" fill="${p.wood}" stroke="${p.woodDark}" stroke-width="${f(Math.max(1, rr * 0.12))}"/><circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(rr * 0.6)}" fill="none" stroke="${p.woodDark}" stroke-width="${f(Math.max(0.8, rr * 0.05))}"/>`
          }
        }
      }
      break
    }
    default:
  }
  return out
}

function barCounter(S: Scene): Item[] {
  const { P, p, r } = S
  const side = openSide(S)
  const wx = side === 'left' ? S.xL : S.xR
  const dir = side === 'left' ? 1 : -1
  const z0 = Math.max(2.5, S.d * 0.3)
  const z1 = S.d - 0.3
  let shelves = ''
  for (const v of [1.5, 1.9, 2.3]) {
    shelves += poly(wallQuad(S, side, z0, v - 0.03, z1, v), `fill="${p.metal}"`)
    for (let z = z0 + 0.05; z < z1; z += 0.09 + r() * 0.06) {
      const b = onWall(S, side, z, v)
      const t = onWall(S, side, z, v + 0.28 + r() * 0.06)
      shelves += line(
        b,
        t,
        `stroke="${pick(r, ['#2f6b3a', '#7a2431', '#c9a227', '#e8e3d8', '#5a3a1a', '#3a5a8a'])}" stroke-width="${f(Math.max(1.5, 0.06 * S.s(z)))}" stroke-linecap="round"`,
      )
    }
  }
  shelves += glowAt(onWall(S, side, (z0 + z1) / 2, 2), 3 * S.s((z0 + z1) / 2), 0.35)
  const a = Math.min(wx + dir * 1.2, wx + dir * 1.75)
  const b = Math.max(wx + dir * 1.2, wx + dir * 1.75)
  const counter = box(S, a, b, 0, 1.08, z0, z1, { front: p.woodDark, top: p.metal, side: p.wood })
  const items: Item[] = [
    { z: S.d + 0.5, svg: shelves },
    { z: (z0 + z1) / 2 + 1.5, svg: counter },
  ]
  for (let z = z0 + 0.4; z < z1 - 0.2; z += 0.8) items.push({ z, svg: stool(S, wx + dir * 2.15, z) })
  void P
  return items
}

// ---------------------------------------------------------------- lights

function pendantAt(S: Scene, x: number, z: number, style: number): string {
  const { P, p } = S
  const k = S.s(z)
  const y = Math.max(1.9, ceilingOf(S) - 1.2)
  const top = P(x, ceilingOf(S), z)
  const c = P(x, y, z)
  const w = 0.42 * k
  let shade = ''
  if (style === 0)
    shade = `<path d="M${f(c[0] - w / 2)} ${f(c[1])} A${f(w / 2)} ${f(w / 2.4)} 0 0 1 ${f(c[0] + w / 2)} ${f(c[1])} Z" fill="${p.metal}"/>`
  else if (style === 1)
    shade = `<path d="M${f(c[0] - w / 2)} ${f(c[1])} L${f(c[0] - w / 7)} ${f(c[1] - w * 0.55)} L${f(c[0] + w / 7)} ${f(c[1] - w * 0.55)} L${f(c[0] + w / 2)} ${f(c[1])} Z" fill="${p.metal}"/>`
  else if (style === 2) shade = `<circle cx="${f(c[0])}" cy="${f(c[1] - w * 0.3)}" r="${f(w * 0.38)}" fill="#fff6df"/>`
  else
    shade = `<rect x="${f(c[0] - w * 0.4)}" y="${f(c[1] - w * 0.5)}" width="${f(w * 0.8)}" height="${f(w * 0.5)}" fill="${p.cloth}" opacity=".92"/>`
  return `${line(top, [c[0], c[1] - w * 0.4], `stroke="#111" stroke-width="${f(Math.max(0.8, 0.012 * k))}"`)}${shade}${glowAt([c[0], c[1] + w * 0.05], w * 2.6)}`
}

function chandelierAt(S: Scene, x: number, z: number, size: number): string {
  const { P, p } = S
  const k = S.s(z)
  const y = S.h - 0.6 - size * 0.8
  const c = P(x, y, z)
  const rx = size * k
  const ry = (rx * Math.abs(y - S.ch)) / z + rx * 0.08
  let out = `${line(P(x, S.h, z), c, `stroke="${p.metal}" stroke-width="${f(Math.max(1, 0.02 * k))}"`)}`
  out += `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${p.metal}" stroke-width="${f(Math.max(1, 0.035 * k))}"/>`
  out += `<ellipse cx="${f(c[0])}" cy="${f(c[1] - ry * 1.4)}" rx="${f(rx * 0.6)}" ry="${f(ry * 0.6)}" fill="none" stroke="${p.metal}" stroke-width="${f(Math.max(1, 0.03 * k))}"/>`
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    const b: Pt = [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry]
    out += line(
      b,
      [b[0], b[1] + 0.12 * k],
      `stroke="#fff" stroke-opacity=".6" stroke-width="${f(Math.max(0.6, 0.012 * k))}"`,
    )
    out += `<circle cx="${f(b[0])}" cy="${f(b[1] - 0.05 * k)}" r="${f(Math.max(1, 0.035 * k))}" fill="#fff3cf"/>`
  }
  return out + glowAt(c, rx * 2.4, 0.95)
}

function globesAt(S: Scene, x: number, z: number, r: Rng): string {
  let out = ''
  const k = S.s(z)
  for (let i = 0; i < 5; i++) {
    const gx = x + (r() - 0.5) * 0.9
    const gy = ceilingOf(S) - 0.7 - r() * 0.8
    const gz = z + (r() - 0.5) * 0.6
    const c = S.P(gx, gy, gz)
    out += line(S.P(gx, ceilingOf(S), gz), c, `stroke="#111" stroke-width="${f(Math.max(0.6, 0.01 * k))}"`)
    out += `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(0.11 * S.s(gz))}" fill="#fff4d8"/>${glowAt(c, 0.6 * S.s(gz), 0.85)}`
  }
  return out
}

function lanternAt(S: Scene, x: number, z: number, color: string): string {
  const k = S.s(z)
  const y = ceilingOf(S) - 0.9
  const c = S.P(x, y, z)
  const rw = 0.25 * k
  return `${line(S.P(x, ceilingOf(S), z), [c[0], c[1] - rw], `stroke="#111" stroke-width="${f(Math.max(0.6, 0.01 * k))}"`)}<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(rw)}" ry="${f(rw * 1.15)}" fill="${color}"/><ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(rw * 0.45)}" ry="${f(rw * 1.15)}" fill="none" stroke="#000" stroke-opacity=".25"/>${glowAt(c, rw * 4, 0.75)}`
}

function stringLights(S: Scene): string {
  const { P, p } = S
  let out = ''
  const top = S.indoor ? S.h - 0.15 : 3.4
  for (let z = 2.2; z < S.d; z += S.d / 5) {
    const ptsAlong: Pt[] = []
    for (let i = 0; i <= 24; i++) {
      const t = i / 24
      const x = S.xL + (S.xR - S.xL) * t
      const y = top - 0.7 * (1 - (2 * t - 1) ** 2)
      ptsAlong.push(P(x, y, z + (t - 0.5) * 1.2))
    }
    out += `<polyline points="${pts(ptsAlong)}" fill="none" stroke="#151515" stroke-width="1.5"/>`
    const k = S.s(z)
    for (const c of ptsAlong.slice(1, -1))
      out += `<circle cx="${f(c[0])}" cy="${f(c[1] + 0.05 * k)}" r="${f(Math.max(1.6, 0.045 * k))}" fill="${p.glow}"/>${glowAt([c[0], c[1] + 0.05 * k], Math.max(10, 0.35 * k), 0.75)}`
  }
  return out
}

function spotsLayer(S: Scene): string {
  const { P, p } = S
  let out = ''
  for (let i = 0; i < 6; i++) {
    const x = S.xL + ((i + 0.5) * (S.xR - S.xL)) / 6
    const z = S.d * 0.55
    const can = P(x, S.h - 0.1, z)
    const k = S.s(z)
    const target = P(x * 0.8, 0, S.d - 1)
    out += `<polygon points="${pts([
      [can[0] - 0.06 * k, can[1]],
      [can[0] + 0.06 * k, can[1]],
      [target[0] + 0.9 * S.s(S.d), target[1]],
      [target[0] - 0.9 * S.s(S.d), target[1]],
    ])}" fill="url(#beam)" opacity=".45"/>`
    out += `<rect x="${f(can[0] - 0.07 * k)}" y="${f(can[1] - 0.05 * k)}" width="${f(0.14 * k)}" height="${f(0.12 * k)}" rx="${f(0.03 * k)}" fill="#222"/>`
  }
  out += line(P(S.xL, S.h - 0.05, S.d * 0.55), P(S.xR, S.h - 0.05, S.d * 0.55), `stroke="#222" stroke-width="3"`)
  void p
  return out
}

// ---------------------------------------------------------------- ceilings and floors

function ceilingLayer(S: Scene): string {
  const { P, p, q } = S
  const quad = [P(S.xL, S.h, S.zN), P(S.xR, S.h, S.zN), P(S.xR, S.h, S.d), P(S.xL, S.h, S.d)]
  let out = poly(quad, `fill="${q.ceiling === 'glass' ? 'url(#sky)' : p.ceiling}"`)
  switch (q.ceiling) {
    case 'beams':
      for (let z = 1.2; z < S.d; z += 1.4)
        out += box(S, S.xL, S.xR, S.h - 0.28, S.h, z, z + 0.22, { front: p.woodDark, bottom: p.wood })
      break
    case 'coffered':
      for (let z = 1.5; z < S.d; z += 1.8)
        out += line(
          P(S.xL, S.h, z),
          P(S.xR, S.h, z),
          `stroke="${p.trim}" stroke-opacity=".6" stroke-width="${f(Math.max(2, 0.1 * S.s(z)))}"`,
        )
      for (let x = S.xL + 1.8; x < S.xR; x += 1.8)
        out += line(P(x, S.h, S.zN + 0.6), P(x, S.h, S.d), `stroke="${p.trim}" stroke-opacity=".6" stroke-width="4"`)
      break
    case 'ducts': {
      for (let z = 1.5; z < S.d; z += 2.5)
        out += box(S, S.xL, S.xR, S.h - 0.35, S.h, z, z + 0.25, { front: '#2c2c30', bottom: '#3a3a40' })
      const dx = S.xL + (S.xR - S.xL) * 0.3
      out += box(S, dx, dx + 0.6, S.h - 0.95, S.h - 0.4, 1, S.d, {
        front: '#a9adb3',
        bottom: '#8e9298',
        side: '#9ca1a7',
      })
      break
    }
    case 'glass':
      for (let z = 1.5; z < S.d; z += 1.5)
        out += line(P(S.xL, S.h, z), P(S.xR, S.h, z), `stroke="${p.woodDark}" stroke-width="3"`)
      for (let x = S.xL; x <= S.xR; x += 1.6)
        out += line(P(x, S.h, S.zN + 0.5), P(x, S.h, S.d), `stroke="${p.woodDark}" stroke-width="3"`)
      break
    default:
  }
  if (q.ceiling !== 'glass') out += poly(quad, `fill="#000" opacity="${q.time === 'day' ? 0.1 : 0.3}"`)
  return out
}

function floorLayer(S: Scene): string {
  const { P, p, q, r } = S
  const zFar = S.indoor ? S.d : S.d
  const quad = [
    P(S.xL - 30, 0, S.zN),
    P(S.xR + 30, 0, S.zN),
    P(S.xR + (S.indoor ? 0 : 30), 0, zFar),
    P(S.xL - (S.indoor ? 0 : 30), 0, zFar),
  ]
  const x0 = S.indoor ? S.xL : S.xL - 30
  const x1 = S.indoor ? S.xR : S.xR + 30
  const floorQuad: Pt[] = S.indoor ? [P(S.xL, 0, S.zN), P(S.xR, 0, S.zN), P(S.xR, 0, S.d), P(S.xL, 0, S.d)] : quad
  const base =
    q.floor === 'carpet' ? p.upholstery : q.floor === 'concrete' ? '#7d7f84' : q.floor === 'stone' ? '#a39a8c' : p.floor
  let out = poly(floorQuad, `fill="${base}"`)
  const lineAttrs = `stroke="${q.floor === 'planks' || q.floor === 'deck' ? p.floorLine : '#000'}" stroke-opacity="${q.floor === 'concrete' ? 0.12 : 0.3}" stroke-width="1.5"`
  switch (q.floor) {
    case 'planks':
      for (let x = x0; x < x1; x += 0.2) out += line(P(x, 0, S.zN), P(x, 0, S.d), lineAttrs)
      break
    case 'deck':
      for (let z = S.zN + 0.15; z < S.d; z += 0.15 * (1 + z * 0.08)) out += line(P(x0, 0, z), P(x1, 0, z), lineAttrs)
      break
    case 'checker':
      for (let z = 1; z < S.d; z += 0.6) {
        for (let x = S.xL, i = Math.round(z / 0.6); x < S.xR; x += 0.6, i++) {
          if (i % 2 === 0)
            out += poly(
              [P(x, 0, z), P(x + 0.6, 0, z), P(x + 0.6, 0, z + 0.6), P(x, 0, z + 0.6)],
              `fill="${q.time === 'day' ? '#f2eee6' : '#d9d3c8'}"`,
            )
        }
      }
      break
    case 'stone':
      for (let z = 1; z < S.d; z += 0.8) {
        out += line(P(x0, 0, z), P(x1, 0, z), lineAttrs)
        for (let x = x0 + (Math.round(z / 0.8) % 2) * 0.5; x < x1; x += 1.0 + r() * 0.2)
          out += line(P(x, 0, z), P(x, 0, z + 0.8), lineAttrs)
      }
      break
    case 'carpet':
      for (let z = 1.5; z < S.d; z += 1.2)
        for (let x = S.xL + 0.6; x < S.xR; x += 1.2) {
          const c = P(x, 0, z)
          out += `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(0.2 * S.s(z))}" ry="${f((0.2 * S.s(z) * S.ch) / z)}" fill="${p.metal}" opacity=".22"/>`
        }
      break
    case 'concrete':
      for (let z = 3; z < S.d; z += 3) out += line(P(x0, 0, z), P(x1, 0, z), lineAttrs)
      break
    default:
  }
  // Floors darken toward the camera, away from the light.
  out += poly(floorQuad, 'fill="url(#floorShade)"')
  return out
}

function vaultLayer(S: Scene): string {
  const { P, p } = S
  const rad = (S.xR - S.xL) / 2
  let out = `<rect width="${W}" height="${H}" fill="${p.brick}"/><rect width="${W}" height="${H}" fill="#000" opacity=".45"/>`
  const arch = (z: number): Pt[] => {
    const list: Pt[] = []
    for (let i = 0; i <= 16; i++) {
      const a = Math.PI - (i / 16) * Math.PI
      list.push(P(Math.cos(a) * rad, S.h + Math.sin(a) * rad * 0.7, z))
    }
    return list
  }
  out += `<polygon points="${pts([P(S.xL, 0, S.d), ...arch(S.d), P(S.xR, 0, S.d)])}" fill="${p.brick}"/>`
  for (let v = 0.24; v < S.h + rad; v += 0.24)
    out += line(P(S.xL - 1, v, S.d), P(S.xR + 1, v, S.d), `stroke="#000" stroke-opacity=".25"`)
  for (let z = S.d - 1.5; z > 1; z -= 1.5)
    out += `<polyline points="${pts(arch(z))}" fill="none" stroke="${p.brick}" stroke-opacity=".9" stroke-width="${f(Math.max(2, 0.25 * S.s(z)))}"/>`
  return out
}

// ---------------------------------------------------------------- outdoor settings

function outdoorBackdrop(S: Scene): string {
  const { P, p, q, r } = S
  let out = ''
  if (q.setting === 'rooftop') {
    out += outside(S, 'city')
    out += box(S, S.xL - 30, S.xR + 30, 0, 1.05, S.d, S.d + 0.1, {
      front: p.sky[2],
      top: '#222',
      extra: 'opacity=".35"',
    })
    out += line(P(S.xL - 30, 1.05, S.d), P(S.xR + 30, 1.05, S.d), 'stroke="#151515" stroke-width="4"')
  } else if (q.setting === 'garden') {
    out += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
    for (let i = 0; i < 9; i++) {
      const x = S.xL - 4 + r() * (S.xR - S.xL + 8)
      const c = P(x, 3.5 + r() * 2.5, S.d + 3 + r() * 5)
      out += `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(90 + r() * 90)}" fill="${i % 2 ? p.plant : p.plantDark}"/>`
    }
    const wall = q.wall === 'brick' ? p.brick : p.wall
    out += poly(
      [P(S.xL - 30, 0, S.d), P(S.xR + 30, 0, S.d), P(S.xR + 30, 2.6, S.d), P(S.xL - 30, 2.6, S.d)],
      `fill="${wall}"`,
    )
    for (let x = S.xL - 10; x < S.xR + 10; x += 0.35) {
      const c = P(x, 2.1 + r() * 0.9, S.d - 0.1)
      out += `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(0.3 * S.s(S.d))}" fill="${r() < 0.5 ? p.plant : p.plantDark}"/>`
    }
    out += poly(
      [
        P(S.xL - 30, 0, S.d - 0.2),
        P(S.xR + 30, 0, S.d - 0.2),
        P(S.xR + 30, 0.9, S.d - 0.2),
        P(S.xL - 30, 0.9, S.d - 0.2),
      ],
      `fill="${p.plantDark}"`,
    )
  } else {
    out += outside(S, 'hills')
    for (let i = -20; i <= 20; i++)
      out += line(
        P(i * 1.6, 0, S.d + 1),
        P(i * 1.6, 0, 400),
        `stroke="#1f3a22" stroke-width="${f(Math.max(1, 6 - Math.abs(i) * 0.15))}" stroke-dasharray="8 5"`,
      )
    out += box(S, S.xL - 30, S.xR + 30, 0, 0.7, S.d, S.d + 0.4, { front: '#a39a8c', top: '#b8b0a2' })
  }
  return out
}

function pergola(S: Scene): string {
  const { p } = S
  let out = ''
  const x0 = S.xL + 1
  const x1 = S.xR - 1
  for (const x of [x0, x1])
    for (const z of [2.5, S.d - 1])
      out += box(S, x - 0.1, x + 0.1, 0, 3.2, z - 0.1, z + 0.1, { front: p.wood, side: p.woodDark })
  for (let z = 2.5; z <= S.d - 1; z += 1.2)
    out += box(S, x0 - 0.3, x1 + 0.3, 3.2, 3.4, z - 0.06, z + 0.06, { front: p.wood, bottom: p.woodDark })
  if (S.q.decor.includes('vines'))
    for (let i = 0; i < 40; i++) {
      const c = S.P(x0 + S.r() * (x1 - x0), 3.3, 2.5 + S.r() * (S.d - 3.5))
      out += `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(12 + S.r() * 16)}" fill="${S.r() < 0.5 ? p.plant : p.plantDark}" opacity=".9"/>`
    }
  return out
}

// ---------------------------------------------------------------- composition

function defs(S: Scene): string {
  const { p, q } = S
  const hz = q.camera.horizon
  return `<defs>
<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${f(hz + 60)}"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset=".65" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.cloth}"/><stop offset="1" stop-color="#b9b0a4"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.art[0]}"/><stop offset="1" stop-color="${p.art[2]}"/></linearGradient>
<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe6ea" stop-opacity=".7"/><stop offset=".5" stop-color="${p.wall}"/><stop offset="1" stop-color="#c9d3d9" stop-opacity=".6"/></linearGradient>
<linearGradient id="floorShade" gradientUnits="userSpaceOnUse" x1="0" y1="${f(hz)}" x2="0" y2="${H}"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${q.time === 'day' ? 0.15 : 0.4}"/></linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}" stop-opacity=".7"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity=".9"/><stop offset=".3" stop-color="${p.glow}" stop-opacity=".32"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${q.time === 'day' ? 0.35 : 0.6}"/></radialGradient>
</defs>`
}

/** Where tables go: the floor left free by the bar and the back-wall pieces, in metres. */
function tableArea(S: Scene): { x0: number; x1: number; z0: number; z1: number } {
  const bar = S.q.decor.includes('bar') && S.indoor
  const side = openSide(S)
  const backDepth = S.q.decor.includes('stage')
    ? 3
    : S.q.decor.includes('open-kitchen') || S.q.decor.includes('fireplace')
      ? 1.6
      : 1.2
  return {
    x0: S.xL + (bar && side === 'left' ? 2.8 : 1.1),
    x1: S.xR - (bar && side === 'right' ? 2.8 : 1.1),
    z0: 2.4,
    z1: S.d - backDepth,
  }
}

function furniture(S: Scene): { items: Item[]; lights: Item[] } {
  const { q, r } = S
  const items: Item[] = []
  const lights: Item[] = []
  const A = tableArea(S)
  const spots: [number, number][] = []
  const pendantStyle = Math.floor(r() * 4)
  switch (q.layout) {
    case 'rounds': {
      const radius = S.d > 16 ? 0.95 : 0.75
      const step = radius * 2 + 1.6
      const cols = Math.max(1, Math.floor((A.x1 - A.x0) / step))
      const startX = (A.x0 + A.x1) / 2 - ((cols - 1) * step) / 2
      let row = 0
      for (let z = A.z0 + radius + 0.4; z < A.z1 - radius; z += step * 0.85, row++) {
        for (let c = 0; c < cols; c++) {
          const x = startX + c * step + (row % 2 ? step / 2 : 0)
          if (x > A.x1 - radius) continue
          items.push(...roundTable(S, x, z, radius))
          spots.push([x, z])
        }
      }
      break
    }
    case 'long-table': {
      const twin = A.x1 - A.x0 > 7 && r() < 0.6
      const xs = twin
        ? [A.x0 + (A.x1 - A.x0) * 0.3, A.x0 + (A.x1 - A.x0) * 0.7]
        : [A.x0 + (A.x1 - A.x0) * (0.35 + r() * 0.3)]
      const z1 = Math.min(A.z1, A.z0 + 9)
      for (const x of xs) {
        items.push(...longTable(S, x, A.z0 + 0.4, z1, 1.0))
        for (let z = A.z0 + 1.2; z < z1; z += 2) spots.push([x, z])
      }
      break
    }
    case 'banquettes': {
      items.push(...banquettes(S, A.x0, A.x1))
      for (let x = A.x0 + 0.4; x < A.x1; x += 3) spots.push([x, S.d - 1.2])
      const inner = { x0: A.x0 + 2.2, x1: A.x1 - 0.6 }
      if (inner.x1 - inner.x0 > 2.5) {
        for (let z = A.z0 + 1; z < A.z1 - 2.2; z += 2.6) {
          for (let x = inner.x0 + 0.8; x < inner.x1 - 0.5; x += 2.8) {
            items.push(...roundTable(S, x, z, 0.55))
            spots.push([x, z])
          }
        }
      }
      break
    }
    case 'standing': {
      // Guests gather in the near part of a big room, not spread thin across all of it.
      const n = 9 + Math.floor(r() * 5)
      const z1 = Math.min(A.z1, A.z0 + 7)
      for (let i = 0; i < n; i++) {
        const x = A.x0 + r() * (A.x1 - A.x0)
        const z = A.z0 + r() * (z1 - A.z0)
        items.push({ z, svg: highTop(S, x, z) })
        spots.push([x, z])
      }
      break
    }
    case 'counter': {
      const x0 = (A.x0 + A.x1) / 2 - Math.min(4, (A.x1 - A.x0) / 2)
      const x1 = (A.x0 + A.x1) / 2 + Math.min(4, (A.x1 - A.x0) / 2)
      const z = Math.max(A.z0 + 2, A.z1 - 1.2)
      items.push({
        z: z + 0.3,
        svg: box(S, x0, x1, 0, 1.0, z, z + 0.7, {
          front: S.p.woodDark,
          top: q.table === 'marble' ? '#e8e4de' : S.p.wood,
          side: S.p.woodDark,
        }),
      })
      for (let x = x0 + 0.4; x < x1; x += 0.75) items.push({ z: z - 0.5, svg: stool(S, x, z - 0.5) })
      for (let x = x0 + 0.8; x < x1; x += 1.6) spots.push([x, z + 0.35])
      if (A.z0 + 1 < z - 2.5) for (let x = A.x0 + 1; x < A.x1; x += 3) items.push(...roundTable(S, x, A.z0 + 1.2, 0.55))
      break
    }
    case 'theatre': {
      for (let z = A.z0 + 1; z < A.z1 - 1; z += 1.0) {
        for (let x = A.x0 + 0.4; x < A.x1; x += 0.6) {
          if (Math.abs(x - (A.x0 + A.x1) / 2) < 0.7) continue
          items.push({ z, svg: chair(S, x, z, 0, 1) })
        }
      }
      for (let x = A.x0 + 1; x < A.x1; x += 3) spots.push([x, A.z0 + 3])
      break
    }
  }
  // Lights over the tables, or spread across the ceiling.
  const colors = ['#f5e6c8', '#c8312b', '#f0b23a']
  const lantern = pick(r, colors)
  if (q.light === 'pendants') for (const [x, z] of spots) lights.push({ z, svg: pendantAt(S, x, z, pendantStyle) })
  else if (q.light === 'lanterns') for (const [x, z] of spots) lights.push({ z, svg: lanternAt(S, x, z, lantern) })
  else if (q.light === 'globes')
    for (const [x, z] of spots.filter((_, i) => i % 2 === 0)) lights.push({ z, svg: globesAt(S, x, z, r) })
  else if (q.light === 'chandeliers') {
    const size = S.h > 5 ? 1.1 : 0.6
    const zs = S.d > 14 ? [S.d * 0.35, S.d * 0.7] : [S.d * 0.5]
    const xs = S.xR - S.xL > 14 ? [S.xL * 0.45, S.xR * 0.45] : [(A.x0 + A.x1) / 2]
    for (const z of zs) for (const x of xs) lights.push({ z, svg: chandelierAt(S, x, z, size) })
  } else if (q.light === 'candles') {
    for (const z of [S.d * 0.4, S.d * 0.8])
      for (const side of ['left', 'right'] as const) {
        const c = onWall(S, side, z, 1.9)
        lights.push({
          z,
          svg: `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(0.05 * S.s(z))}" fill="#ffe6a0"/>${glowAt(c, 1.2 * S.s(z), 0.9)}`,
        })
      }
  }
  return { items, lights }
}

function sideDecor(S: Scene): Item[] {
  const { q, r } = S
  const items: Item[] = []
  if (q.decor.includes('plants')) {
    const many = q.setting === 'greenhouse' ? 10 : 4
    for (let i = 0; i < many; i++) {
      const left = i % 2 === 0
      const z = 1.6 + r() * (S.d - 2.6)
      const x = left ? S.xL + 0.45 : S.xR - 0.45
      items.push({ z, svg: plant(S, x, z, 1.4 + r() * 1.2) })
    }
  }
  if (q.decor.includes('bar') && S.indoor) items.push(...barCounter(S))
  return items
}

/** The SVG of a venue's own main picture. */
export function interiorSvg(q: ArtRecipe): string {
  const S = sceneOf(q)
  let body = ''
  if (S.indoor) {
    body += `<rect width="${W}" height="${H}" fill="${q.palette.ceiling}"/>`
    if (q.wall === 'glass') body += outside(S, q.time === 'day' || q.setting === 'greenhouse' ? 'trees' : 'city')
    if (q.ceiling === 'vault') body += vaultLayer(S)
    else body += ceilingLayer(S)
    for (const side of ['left', 'right', 'back'] as Side[]) {
      const [u0, u1] = wallSpan(S, side)
      if (q.ceiling === 'vault' && side === 'back') continue
      if (q.wall !== 'glass')
        body += poly(
          wallQuad(S, side, u0, 0, u1, S.h),
          `fill="${side === 'back' ? q.palette.wall : q.palette.wallSide}"`,
        )
      body += wallTexture(S, side)
    }
    if (q.windows === 'screens') body += shojiScreens(S)
    else body += windowsLayer(S, openings(S))
    // The stage stands in front of the back wall, the screen hangs above it.
    const order: Decor[] = ['drapes', 'stage', 'screen']
    const wallPieces = q.decor
      .filter((d) => d !== 'plants' && d !== 'bar')
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    for (const d of wallPieces) body += wallDecor(S, d)
  } else {
    body += outdoorBackdrop(S)
  }
  body += floorLayer(S)
  if (q.decor.includes('pergola')) body += pergola(S)
  const { items, lights } = furniture(S)
  const all = [...items, ...sideDecor(S)].sort((a, b) => b.z - a.z)
  body += all.map((i) => i.svg).join('')
  body += lights
    .sort((a, b) => b.z - a.z)
    .map((i) => i.svg)
    .join('')
  if (q.light === 'string-lights') body += stringLights(S)
  if (q.light === 'spots') body += spotsLayer(S)
  if (q.time !== 'day') body += `<rect width="${W}" height="${H}" fill="${q.palette.glow}" opacity=".05"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(S)}${body}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`
}
