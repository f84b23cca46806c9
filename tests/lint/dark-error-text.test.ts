// Error text stays readable in the dark theme: every red a page writes text in is one the dark
// theme lightens (src/web/styles.css), either by redefining the shade under `.dark` or by a
// `.dark .text-red-N` rule. A deep red kept as it is reads at under 3:1 on the dark page, and
// axe sees it only on a page that shows that error in the dark.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const web = path.join(root, 'src/web')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

/** Relative luminance (WCAG) of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The red shades the dark theme turns light (its tints, turned dark for fills, are not text colours). */
function lightenedInDark(css: string): Set<string> {
  const shades = new Set<string>()
  const darkBlock = /^\.dark \{([^}]*)\}/m.exec(css)?.[1] ?? ''
  for (const [, shade, hex] of darkBlock.matchAll(/--color-red-(\d+): (#[0-9a-f]{6});/gi))
    if (luminance(hex) > 0.4) shades.add(shade)
  for (const [, shade] of css.matchAll(/\.dark \.text-red-(\d+)\b/g)) shades.add(shade)
  return shades
}

describe('error text in the dark theme', () => {
  it('is written only in reds the dark theme lightens', () => {
    const lightened = lightenedInDark(readFileSync(path.join(web, 'styles.css'), 'utf8'))
    const unlightened = sourceFiles(web).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\btext-red-(\d+)\b/g)]
        .filter(([, shade]) => !lightened.has(shade))
        .map(([cls]) => `${path.relative(root, file)}: ${cls}`),
    )
    expect(unlightened).toEqual([])
  })
})
