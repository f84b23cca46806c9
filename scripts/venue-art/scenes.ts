// Venue "photos" drawn as vector scenes: a room, its lights, its tables, in one of four colour
// moods. Pure string building, deterministic per (scene, variant); rasterised by generate-venue-art.ts.
import { PHOTO_HEIGHT as H, PHOTO_WIDTH as W, type PhotoScene } from '~/server/lib/venue-photos'
import { mulberry32, type Rng } from '~/server/db/seed/seeded-random'

type Palette = {
  wall: string
  wallShade: string
  floor: string
  floorShade: string
  wood: string
  cloth: string
  accent: string
  glow: string
  sky: [string, string, string]
  plant: string
  brick: string
}

const PALETTES: Palette[] = [
  {
    wall: '#7a4230',
    wallShade: '#3f2015',
    floor: '#4a2c1e',
    floorShade: '#1f110b',
    wood: '#8a5a3b',
    cloth: '#f3e9dc',
    accent: '#c9a227',
    glow: '#ffd27a',
    sky: ['#1d2b53', '#7e4e8c', '#f29e4c'],
    plant: '#3e6b48',
    brick: '#8d4a36',
  },
  {
    wall: '#245a49',
    wallShade: '#102b22',
    floor: '#54392a',
    floorShade: '#231710',
    wood: '#6e4a32',
    cloth: '#f5f1e6',
    accent: '#d4af37',
    glow: '#ffe3a3',
    sky: ['#0f2a3d', '#2f5d73', '#e8a87c'],
    plant: '#2f6f4f',
    brick: '#7b4b3a',
  },
  {
    wall: '#22335a',
    wallShade: '#0e1529',
    floor: '#33303d',
    floorShade: '#15141b',
    wood: '#5a4636',
    cloth: '#eef1f6',
    accent: '#e0b354',
    glow: '#ffe9b0',
    sky: ['#0b1026', '#3a2f6b', '#d96f6f'],
    plant: '#35614c',
    brick: '#6d4036',
  },
  {
    wall: '#b07275',
    wallShade: '#6a3d40',
    floor: '#6d4c41',
    floorShade: '#3a2720',
    wood: '#9c6b4e',
    cloth: '#fff7f0',
    accent: '#b08d57',
    glow: '#fff0c9',
    sky: ['#2e3a6b', '#c76b8f', '#ffc48a'],
    plant: '#5b8a5f',
    brick: '#9a5a46',
  },
]

const rng = mulberry32
const f = (n: number) => Math.round(n * 10) / 10

type Ctx = { p: Palette; r: Rng }

function defs({ p }: Ctx): string {
  return `<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wallShade}"/><stop offset="1" stop-color="${p.wall}"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="${p.floorShade}"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset=".6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
  <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
  <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.cloth}"/><stop offset="1" stop-color="#c9c0b4"/></linearGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wood}"/><stop offset="1" stop-color="${p.floorShade}"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity=".95"/><stop offset=".35" stop-color="${p.glow}" stop-opacity=".35"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></linearGradient>
</defs>`
}

const glow = (x: number, y: number, r: number, o = 1) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#glow)" opacity="${o}"/>`

function pendant({ p }: Ctx, x: number, drop: number, w: number): string {
  return `<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(drop)}" stroke="#111" stroke-width="2"/>
<path d="M${f(x - w / 2)} ${f(drop + w * 0.55)} L${f(x - w / 6)} ${f(drop)} L${f(x + w / 6)} ${f(drop)} L${f(x + w / 2)} ${f(drop + w * 0.55)} Z" fill="${p.accent}"/>
${glow(x, drop + w * 0.6, w * 2.2)}`
}

function candle({ p }: Ctx, x: number, y: number, s = 1): string {
  return `<rect x="${f(x - 3 * s)}" y="${f(y - 18 * s)}" width="${f(6 * s)}" height="${f(18 * s)}" fill="${p.cloth}"/>
<ellipse cx="${f(x)}" cy="${f(y - 22 * s)}" rx="${f(3 * s)}" ry="${f(6 * s)}" fill="#ffcf6b"/>${glow(x, y - 22 * s, 40 * s, 0.9)}`
}

function roundTable(ctx: Ctx, cx: number, cy: number, w: number): string {
  const { p } = ctx
  const h = w * 0.28
  return `<ellipse cx="${f(cx)}" cy="${f(cy + h * 2.2)}" rx="${f(w * 0.62)}" ry="${f(h * 0.5)}" fill="#000" opacity=".25"/>
<path d="M${f(cx - w / 2)} ${f(cy)} L${f(cx - w / 2)} ${f(cy + h * 1.9)} Q${f(cx)} ${f(cy + h * 2.6)} ${f(cx + w / 2)} ${f(cy + h * 1.9)} L${f(cx + w / 2)} ${f(cy)} Z" fill="url(#cloth)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w / 2)}" ry="${f(h / 2)}" fill="${p.cloth}"/>
${chairBack(ctx, cx - w * 0.62, cy + h * 0.2, w * 0.2)}${chairBack(ctx, cx + w * 0.62, cy + h * 0.2, w * 0.2)}
${candle(ctx, cx, cy, w / 160)}`
}

function chairBack({ p }: Ctx, x: number, y: number, s: number): string {
  return `<rect x="${f(x - s / 2)}" y="${f(y - s * 1.1)}" width="${f(s)}" height="${f(s * 2.2)}" rx="${f(s * 0.25)}" fill="${p.wood}" stroke="${p.floorShade}" stroke-width="2"/>`
}

function floorPlanks({ p }: Ctx, top: number): string {
  let lines = ''
  for (let i = -12; i <= 12; i++)
    lines += `<line x1="${f(W / 2 + i * 18)}" y1="${top}" x2="${f(W / 2 + i * 140)}" y2="${H}" stroke="${p.floorShade}" stroke-opacity=".35" stroke-width="2"/>`
  return `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#floor)"/>${lines}`
}

function cityWindow(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { p, r } = ctx
  let lights = ''
  for (let i = 0; i < 7; i++) {
    const bw = w / 7
    const bh = h * (0.25 + r() * 0.45)
    lights += `<rect x="${f(x + i * bw)}" y="${f(y + h - bh)}" width="${f(bw - 2)}" height="${f(bh)}" fill="#0a0f22"/>`
    for (let k = 0; k < 4; k++)
      if (r() < 0.6)
        lights += `<rect x="${f(x + i * bw + 4 + r() * (bw - 12))}" y="${f(y + h - bh + 6 + r() * (bh - 12))}" width="4" height="5" fill="${p.glow}"/>`
  }
  return `<g><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#night)"/>${lights}
<path d="M${f(x)} ${f(y)} h${f(w)} v${f(h)} h${f(-w)} Z M${f(x + w / 2)} ${f(y)} v${f(h)} M${f(x)} ${f(y + h / 3)} h${f(w)}" fill="none" stroke="${p.accent}" stroke-width="6"/></g>`
}

function skyline(ctx: Ctx, base: number, maxH: number): string {
  const { p, r } = ctx
  let x = 0
  let out = ''
  while (x < W) {
    const bw = 40 + r() * 90
    const bh = maxH * (0.3 + r() * 0.7)
    out += `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" fill="#0d1224" opacity="${f(0.75 + r() * 0.25)}"/>`
    for (let k = 0; k < bh / 14; k++)
      if (r() < 0.35)
        out += `<rect x="${f(x + 6 + r() * (bw - 14))}" y="${f(base - bh + 8 + r() * (bh - 16))}" width="5" height="6" fill="${p.glow}" opacity=".85"/>`
    x += bw + 2
  }
  return out
}

function stringLights(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, sag: number, n: number): string {
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2 + sag
  let bulbs = ''
  for (let i = 1; i < n; i++) {
    const t = i / n
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t * t * y2
    bulbs += `<circle cx="${f(x)}" cy="${f(y + 6)}" r="4" fill="${ctx.p.glow}"/>${glow(x, y + 6, 22, 0.8)}`
  }
  return `<path d="M${f(x1)} ${f(y1)} Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" fill="none" stroke="#111" stroke-width="2"/>${bulbs}`
}

function chandelier(ctx: Ctx, cx: number, cy: number, s: number): string {
  const { p } = ctx
  let arms = ''
  for (let i = -2; i <= 2; i++) {
    const x = cx + i * 26 * s
    const y = cy + Math.abs(i) * -6 * s
    arms += `<path d="M${f(cx)} ${f(cy + 20 * s)} Q${f((cx + x) / 2)} ${f(cy + 34 * s)} ${f(x)} ${f(y)}" fill="none" stroke="${p.accent}" stroke-width="${f(3 * s)}"/>
<circle cx="${f(x)}" cy="${f(y - 5 * s)}" r="${f(4 * s)}" fill="${p.glow}"/>${glow(x, y - 5 * s, 34 * s, 0.9)}`
  }
  return `<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(cy + 20 * s)}" stroke="${p.accent}" stroke-width="${f(2 * s)}"/>${arms}
${glow(cx, cy + 10 * s, 160 * s, 0.6)}`
}

function plant({ p, r }: Ctx, x: number, y: number, s: number): string {
  let leaves = ''
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.35 + (r() - 0.5) * 0.2
    const len = (50 + r() * 30) * s
    leaves += `<path d="M${f(x)} ${f(y)} Q${f(x + Math.cos(a) * len * 0.5 - 10 * s)} ${f(y + Math.sin(a) * len * 0.6)} ${f(x + Math.cos(a) * len)} ${f(y + Math.sin(a) * len)} Q${f(x + Math.cos(a) * len * 0.5 + 10 * s)} ${f(y + Math.sin(a) * len * 0.4)} ${f(x)} ${f(y)}" fill="${p.plant}"/>`
  }
  return `${leaves}<path d="M${f(x - 22 * s)} ${f(y)} h${f(44 * s)} l${f(-6 * s)} ${f(40 * s)} h${f(-32 * s)} Z" fill="${p.wood}"/>`
}

function tree({ p, r }: Ctx, x: number, base: number, s: number): string {
  let crown = ''
  for (let i = 0; i < 6; i++)
    crown += `<circle cx="${f(x + (r() - 0.5) * 90 * s)}" cy="${f(base - 150 * s - r() * 80 * s)}" r="${f((45 + r() * 30) * s)}" fill="${p.plant}" opacity="${f(0.8 + r() * 0.2)}"/>`
  return `<rect x="${f(x - 8 * s)}" y="${f(base - 150 * s)}" width="${f(16 * s)}" height="${f(150 * s)}" fill="#2a1c14"/>${crown}`
}

function longTable(ctx: Ctx, top: number, bottom: number, topW: number, bottomW: number): string {
  const { p } = ctx
  const cx = W / 2
  let settings = ''
  for (let i = 0; i < 6; i++) {
    const t = i / 5
    const y = top + (bottom - top) * t * 0.9 + 10
    const half = (topW + (bottomW - topW) * t) / 2
    const s = 0.5 + t * 0.9
    for (const side of [-1, 1]) {
      const x = cx + side * half * 0.7
      settings += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(16 * s)}" ry="${f(7 * s)}" fill="#fff" stroke="#d6cfc4"/>`
      settings += `<rect x="${f(cx + side * (half + 6 * s) - (side < 0 ? 22 * s : 0))}" y="${f(y - 40 * s)}" width="${f(22 * s)}" height="${f(52 * s)}" rx="${f(5 * s)}" fill="${p.wood}"/>`
    }
    if (i % 2 === 1) settings += candle(ctx, cx, y, s)
  }
  return `<path d="M${f(cx - topW / 2)} ${top} L${f(cx + topW / 2)} ${top} L${f(cx + bottomW / 2)} ${bottom} L${f(cx - bottomW / 2)} ${bottom} Z" fill="url(#cloth)"/>
<path d="M${f(cx - bottomW / 2)} ${bottom} h${bottomW} v30 h${-bottomW} Z" fill="#bdb3a6"/>${settings}`
}

function frame({ p }: Ctx, x: number, y: number, w: number, h: number): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${p.accent}"/><rect x="${f(x + 8)}" y="${f(y + 8)}" width="${f(w - 16)}" height="${f(h - 16)}" fill="url(#sky)" opacity=".85"/>
<path d="M${f(x + 8)} ${f(y + h - 8)} L${f(x + w * 0.35)} ${f(y + h * 0.5)} L${f(x + w * 0.6)} ${f(y + h * 0.7)} L${f(x + w * 0.8)} ${f(y + h * 0.45)} L${f(x + w - 8)} ${f(y + h - 8)} Z" fill="${p.plant}" opacity=".8"/>`
}

const SCENES: Record<PhotoScene, (ctx: Ctx) => string> = {
  'dining-room': (ctx) => {
    const { r } = ctx
    const horizon = 470
    let s = `<rect width="${W}" height="${horizon}" fill="url(#wall)"/>`
    for (let i = 0; i < 4; i++) s += cityWindow(ctx, 90 + i * 270, 110, 170, 260)
    s += `<rect x="0" y="${horizon - 90}" width="${W}" height="90" fill="${ctx.p.wallShade}" opacity=".6"/>`
    s += floorPlanks(ctx, horizon)
    for (let i = 0; i < 5; i++) s += pendant(ctx, 120 + i * 240 + (r() - 0.5) * 30, 90 + r() * 40, 60)
    s += roundTable(ctx, 250, 520, 200) + roundTable(ctx, 930, 530, 210) + roundTable(ctx, 590, 620, 300)
    return s
  },
  'private-room': (ctx) => {
    const horizon = 430
    let s = `<rect width="${W}" height="${horizon}" fill="url(#wall)"/>`
    s += frame(ctx, 120, 130, 220, 160) + frame(ctx, 860, 130, 220, 160)
    s +=
      `<rect x="440" y="90" width="320" height="300" fill="${ctx.p.wallShade}"/>` + cityWindow(ctx, 460, 110, 280, 260)
    s += floorPlanks(ctx, horizon)
    s += chandelier(ctx, 600, 120, 1.6)
    s += longTable(ctx, 470, 760, 220, 760)
    return s
  },
  ballroom: (ctx) => {
    const { p, r } = ctx
    const horizon = 460
    let s = `<rect width="${W}" height="${horizon}" fill="url(#wall)"/>`
    for (let i = 0; i < 6; i++) {
      const x = 40 + i * 210
      s += `<path d="M${x} 60 q40 200 0 ${horizon - 60} h60 q-40 -200 0 ${-(horizon - 60)} Z" fill="${p.wallShade}" opacity=".7"/>`
      s += `<rect x="${x + 60}" y="60" width="24" height="${horizon - 60}" fill="${p.accent}" opacity=".35"/>`
    }
    s += floorPlanks(ctx, horizon)
    s += `<ellipse cx="600" cy="620" rx="260" ry="70" fill="${p.glow}" opacity=".12"/>`
    for (const x of [260, 600, 940]) s += chandelier(ctx, x, 90 + r() * 20, 1.3)
    s +=
      roundTable(ctx, 170, 520, 180) +
      roundTable(ctx, 1030, 520, 180) +
      roundTable(ctx, 420, 600, 240) +
      roundTable(ctx, 800, 600, 240)
    for (const x of [420, 800])
      s += `<path d="M${x} 600 v-80" stroke="${p.plant}" stroke-width="4"/><circle cx="${x}" cy="505" r="30" fill="${p.plant}"/><circle cx="${x - 14}" cy="495" r="10" fill="${p.cloth}"/><circle cx="${x + 12}" cy="500" r="9" fill="${p.accent}"/>`
    return s
  },
  hall: (ctx) => {
    const { p, r } = ctx
    let s = `<rect width="${W}" height="${H}" fill="${p.wallShade}"/>`
    s += `<rect x="0" y="40" width="${W}" height="14" fill="#222"/>`
    for (let i = 0; i < 6; i++) {
      const x = 120 + i * 190
      s += `<path d="M${x - 14} 54 L${x - 140} 470 L${x + 140} 470 L${x + 14} 54 Z" fill="url(#beam)" opacity=".55"/><rect x="${x - 14}" y="50" width="28" height="22" rx="4" fill="#333"/>`
    }
    s += `<rect x="300" y="110" width="600" height="300" rx="6" fill="url(#screen)"/>`
    for (let i = 0; i < 5; i++) {
      const h = 60 + r() * 170
      s += `<rect x="${380 + i * 95}" y="${f(380 - h)}" width="60" height="${f(h)}" fill="#fff" opacity=".75"/>`
    }
    s += `<rect x="120" y="430" width="960" height="60" fill="${p.wood}"/><rect x="540" y="380" width="70" height="70" fill="${p.accent}"/>`
    for (let row = 0; row < 5; row++) {
      const y = 530 + row * 62
      const n = 11 + row * 2
      const span = 700 + row * 140
      for (let i = 0; i < n; i++) {
        const x = W / 2 - span / 2 + (span / (n - 1)) * i
        const s2 = 0.8 + row * 0.15
        s += `<rect x="${f(x - 18 * s2)}" y="${f(y)}" width="${f(36 * s2)}" height="${f(46 * s2)}" rx="${f(6 * s2)}" fill="${p.wall}"/>`
        if (r() < 0.55)
          s += `<circle cx="${f(x)}" cy="${f(y - 8 * s2)}" r="${f(14 * s2)}" fill="#0c0c12"/><rect x="${f(x - 20 * s2)}" y="${f(y + 4 * s2)}" width="${f(40 * s2)}" height="${f(30 * s2)}" rx="${f(10 * s2)}" fill="#0c0c12"/>`
      }
    }
    return s
  },
  rooftop: (ctx) => {
    const { p } = ctx
    let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
    s += `<circle cx="900" cy="430" r="70" fill="${p.glow}" opacity=".5"/>`
    s += skyline(ctx, 520, 300)
    s += `<rect x="0" y="520" width="${W}" height="${H - 520}" fill="url(#wood)"/>`
    for (let i = 0; i < 24; i++) s += `<rect x="${i * 52}" y="470" width="6" height="60" fill="#111"/>`
    s += `<rect x="0" y="466" width="${W}" height="8" fill="#111"/>`
    s += stringLights(ctx, 0, 120, 620, 160, 90, 12) + stringLights(ctx, 580, 150, W, 110, 90, 12)
    s += roundTable(ctx, 300, 600, 200) + roundTable(ctx, 860, 610, 220)
    s += plant(ctx, 70, 660, 1.4) + plant(ctx, 1130, 660, 1.4)
    return s
  },
  garden: (ctx) => {
    const { p } = ctx
    let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
    s += tree(ctx, 120, 520, 1.3) + tree(ctx, 1080, 520, 1.4) + tree(ctx, 760, 480, 0.9) + tree(ctx, 380, 490, 0.8)
    s += `<rect x="0" y="480" width="${W}" height="${H - 480}" fill="${p.plant}"/><rect x="0" y="480" width="${W}" height="${H - 480}" fill="#000" opacity=".35"/>`
    s += `<path d="M260 200 h680 M300 200 v320 M900 200 v320 M260 230 h680" stroke="${p.wood}" stroke-width="16" fill="none"/>`
    for (let i = 0; i < 9; i++) s += `<rect x="${280 + i * 80}" y="190" width="10" height="30" fill="${p.wood}"/>`
    for (let i = 0; i < 5; i++) {
      const x = 340 + i * 130
      s += `<line x1="${x}" y1="230" x2="${x}" y2="270" stroke="#111" stroke-width="2"/><rect x="${x - 12}" y="270" width="24" height="34" rx="6" fill="${p.accent}"/>${glow(x, 288, 60)}`
    }
    s += longTable(ctx, 520, 780, 300, 900)
    return s
  },
  cellar: (ctx) => {
    const { p } = ctx
    let s = `<rect width="${W}" height="${H}" fill="${p.wallShade}"/>`
    for (let y = 0; y < 520; y += 28)
      for (let x = (y / 28) % 2 ? -30 : 0; x < W; x += 60)
        s += `<rect x="${x + 1}" y="${y + 1}" width="58" height="26" fill="${p.brick}" opacity="${f(0.55 + ((x * 7 + y * 3) % 10) / 40)}"/>`
    for (const [cx, w] of [
      [300, 380],
      [900, 380],
    ] as const)
      s += `<path d="M${cx - w / 2} 520 V260 A${w / 2} ${w / 2} 0 0 1 ${cx + w / 2} 260 V520 Z" fill="#140c08" opacity=".85"/>`
    for (const cx of [300, 900]) {
      for (let row = 0; row < 3; row++)
        for (let i = 0; i < 3 - row; i++) {
          const x = cx - 90 + row * 45 + i * 90
          const y = 480 - row * 80
          s += `<ellipse cx="${x}" cy="${y}" rx="42" ry="40" fill="${p.wood}" stroke="#2a1a10" stroke-width="6"/><ellipse cx="${x}" cy="${y}" rx="24" ry="22" fill="none" stroke="#2a1a10" stroke-width="3"/>`
        }
    }
    s += `<rect x="0" y="520" width="${W}" height="${H - 520}" fill="url(#floor)"/>`
    s += `<path d="M180 600 L1020 600 L1100 720 L100 720 Z" fill="url(#wood)"/><rect x="100" y="720" width="1000" height="26" fill="#24150d"/>`
    for (const x of [300, 460, 600, 740, 900]) s += candle(ctx, x, 640, 1.4)
    s += glow(600, 560, 420, 0.35)
    return s
  },
  bar: (ctx) => {
    const { p, r } = ctx
    let s = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`
    s += `<rect x="80" y="90" width="1040" height="360" fill="${p.wallShade}"/><rect x="80" y="90" width="1040" height="360" fill="url(#glow)" opacity=".25"/>`
    for (let shelf = 0; shelf < 3; shelf++) {
      const y = 200 + shelf * 110
      s += `<rect x="80" y="${y}" width="1040" height="8" fill="${p.accent}"/>`
      for (let x = 100; x < 1100; x += 22 + r() * 14) {
        const h = 50 + r() * 40
        const c = ['#2f6b3a', '#7a2431', '#c9a227', '#e8e3d8', '#5a3a1a', '#3a5a8a'][Math.floor(r() * 6)]
        s += `<rect x="${f(x)}" y="${f(y - h)}" width="16" height="${f(h)}" rx="5" fill="${c}" opacity=".9"/><rect x="${f(x + 5)}" y="${f(y - h - 14)}" width="6" height="16" fill="${c}"/>`
      }
    }
    for (let i = 0; i < 4; i++) s += pendant(ctx, 200 + i * 270, 40, 50)
    s += `<rect x="0" y="470" width="${W}" height="40" fill="${p.accent}"/><rect x="0" y="510" width="${W}" height="${H - 510}" fill="url(#wood)"/>`
    for (let i = 0; i < 6; i++) {
      const x = 130 + i * 190
      s += `<ellipse cx="${x}" cy="600" rx="50" ry="14" fill="${p.wallShade}"/><rect x="${x - 4}" y="600" width="8" height="200" fill="#1a1a1a"/><ellipse cx="${x}" cy="720" rx="34" ry="8" fill="none" stroke="#1a1a1a" stroke-width="5"/>`
    }
    for (const x of [260, 560, 860])
      s += `<path d="M${x} 470 l-14 -50 h28 Z" fill="#fff" opacity=".6"/><rect x="${x - 2}" y="440" width="4" height="30" fill="#fff" opacity=".6"/>`
    return s
  },
  'table-setting': (ctx) => {
    const { p, r } = ctx
    let s = `<rect width="${W}" height="${H}" fill="url(#cloth)"/><rect width="${W}" height="${H}" fill="${p.wallShade}" opacity=".12"/>`
    s += `<rect x="0" y="340" width="${W}" height="120" fill="${p.accent}" opacity=".35"/>`
    for (const [cx, cy] of [
      [300, 560],
      [900, 560],
      [300, 150],
      [900, 150],
    ] as const) {
      s += `<circle cx="${cx}" cy="${cy}" r="150" fill="#fff" stroke="#ddd" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="105" fill="#faf8f4" stroke="${p.accent}" stroke-width="3"/>`
      s += `<rect x="${cx - 200}" y="${cy - 110}" width="14" height="220" rx="7" fill="#bfc3c7"/><rect x="${cx + 186}" y="${cy - 110}" width="14" height="220" rx="7" fill="#bfc3c7"/>`
      s += `<path d="M${cx - 60} ${cy - 10} q60 -60 120 0 q-60 40 -120 0" fill="${p.wall}" opacity=".8"/>`
      s += `<circle cx="${cx + 150}" cy="${cy - 150}" r="40" fill="#fff" opacity=".5" stroke="#cfd6dc" stroke-width="4"/>`
    }
    for (let i = 0; i < 18; i++) {
      const x = 480 + r() * 240
      const y = 330 + r() * 140
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(14 + r() * 14)}" fill="${i % 3 === 0 ? p.plant : i % 3 === 1 ? p.wall : p.accent}"/>`
    }
    for (const x of [420, 780])
      s += `<circle cx="${x}" cy="400" r="22" fill="${p.cloth}" stroke="#ccc"/><circle cx="${x}" cy="400" r="8" fill="#ffcf6b"/>${glow(x, 400, 110)}`
    return s
  },
  dish: (ctx) => {
    const { p, r } = ctx
    let s = `<rect width="${W}" height="${H}" fill="url(#wood)"/>`
    for (let i = 0; i < 14; i++)
      s += `<line x1="0" y1="${i * 60 + 20}" x2="${W}" y2="${i * 60 + 30 + r() * 20}" stroke="${p.floorShade}" stroke-opacity=".35" stroke-width="3"/>`
    s += `<rect x="60" y="120" width="230" height="560" rx="12" fill="${p.cloth}" opacity=".9"/>`
    s += `<ellipse cx="640" cy="420" rx="330" ry="320" fill="#000" opacity=".3"/><circle cx="620" cy="400" r="320" fill="#fbfaf7"/><circle cx="620" cy="400" r="230" fill="#f3f0ea" stroke="${p.accent}" stroke-width="3"/>`
    s += `<path d="M470 470 C540 360 700 330 790 420" stroke="${p.wall}" stroke-width="28" stroke-linecap="round" fill="none" opacity=".85"/>`
    s += `<rect x="540" y="330" width="170" height="110" rx="26" fill="#b5651d" transform="rotate(-12 625 385)"/><rect x="552" y="342" width="146" height="30" rx="14" fill="#7a3e12" opacity=".5" transform="rotate(-12 625 385)"/>`
    for (let i = 0; i < 12; i++) {
      const a = r() * Math.PI * 2
      const d = 80 + r() * 80
      s += `<circle cx="${f(620 + Math.cos(a) * d)}" cy="${f(400 + Math.sin(a) * d)}" r="${f(8 + r() * 12)}" fill="${['#4f8a3c', '#d94f30', '#f2c14e', '#6b3fa0'][i % 4]}"/>`
    }
    for (let i = 0; i < 5; i++)
      s += `<path d="M${f(600 + i * 14)} 330 q10 -40 26 -50" stroke="#4f8a3c" stroke-width="6" fill="none"/>`
    s += `<rect x="1010" y="120" width="16" height="560" rx="8" fill="#c7cbcf"/><rect x="1060" y="120" width="16" height="560" rx="8" fill="#c7cbcf"/>`
    s += `<circle cx="1000" cy="110" r="60" fill="#fff" opacity=".25" stroke="#e5e9ec" stroke-width="5"/>`
    return s
  },
  vineyard: (ctx) => {
    const { p } = ctx
    let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="820" cy="380" r="80" fill="${p.glow}" opacity=".6"/>`
    s += `<path d="M0 380 Q300 300 600 360 T1200 330 V800 H0 Z" fill="#3b4a5a" opacity=".7"/>`
    s += `<path d="M0 430 Q400 370 800 420 T1200 400 V800 H0 Z" fill="${p.plant}"/>`
    for (let i = -14; i <= 14; i++)
      s += `<path d="M${600 + i * 20} 430 L${600 + i * 130} 800" stroke="#1f3a22" stroke-width="${f(6 + Math.abs(i) * 0.4)}" stroke-dasharray="10 6"/>`
    s += `<rect x="0" y="600" width="${W}" height="200" fill="url(#wood)"/>`
    s += stringLights(ctx, 0, 140, W, 160, 120, 20)
    s += longTable(ctx, 610, 790, 500, 1000)
    return s
  },
  loft: (ctx) => {
    const { p, r } = ctx
    let s = `<rect width="${W}" height="${H}" fill="${p.wallShade}"/>`
    for (let y = 0; y < 520; y += 24)
      for (let x = (y / 24) % 2 ? -26 : 0; x < W; x += 52)
        s += `<rect x="${x + 1}" y="${y + 1}" width="50" height="22" fill="${p.brick}" opacity="${f(0.6 + r() * 0.3)}"/>`
    for (const x of [120, 480, 840]) {
      s += `<rect x="${x}" y="100" width="240" height="330" fill="url(#sky)"/>`
      for (let i = 1; i < 4; i++)
        s += `<line x1="${x + i * 60}" y1="100" x2="${x + i * 60}" y2="430" stroke="#111" stroke-width="6"/>`
      for (let j = 1; j < 5; j++)
        s += `<line x1="${x}" y1="${100 + j * 66}" x2="${x + 240}" y2="${100 + j * 66}" stroke="#111" stroke-width="6"/>`
      s += `<rect x="${x}" y="100" width="240" height="330" fill="none" stroke="#111" stroke-width="10"/>`
    }
    s += `<rect x="0" y="30" width="${W}" height="26" fill="#2b1a10"/>`
    for (let i = 0; i < 9; i++) {
      const x = 80 + i * 130
      const drop = 120 + r() * 120
      s += `<line x1="${x}" y1="56" x2="${x}" y2="${f(drop)}" stroke="#111" stroke-width="2"/><ellipse cx="${x}" cy="${f(drop + 12)}" rx="9" ry="13" fill="${p.glow}"/>${glow(x, drop + 12, 50)}`
    }
    s += `<rect x="0" y="520" width="${W}" height="${H - 520}" fill="#5b5d63"/><rect x="0" y="520" width="${W}" height="${H - 520}" fill="url(#floor)" opacity=".5"/>`
    for (const x of [250, 600, 950])
      s += `<ellipse cx="${x}" cy="560" rx="80" ry="20" fill="${p.cloth}"/><rect x="${x - 5}" y="560" width="10" height="170" fill="#222"/><ellipse cx="${x}" cy="735" rx="50" ry="10" fill="#222"/>${candle(ctx, x, 560, 1)}`
    s += plant(ctx, 60, 640, 1.6) + plant(ctx, 1140, 640, 1.6)
    return s
  },
}

/** The SVG of one scene in one colour mood (odd variants are mirrored, so no two look alike). */
export function sceneSvg(scene: PhotoScene, variant: number): string {
  const seed = [...scene].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) + variant * 7919
  const ctx: Ctx = { p: PALETTES[variant % PALETTES.length], r: rng(seed) }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(ctx)}
<g${variant % 2 === 1 ? ` transform="translate(${W} 0) scale(-1 1)"` : ''}>${SCENES[scene](ctx)}</g>
<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`
}
