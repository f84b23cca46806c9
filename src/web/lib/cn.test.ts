import fs from 'node:fs'
import path from 'node:path'
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn } from './cn'

const SRC = path.resolve(import.meta.dirname, '../..')

/** Every Tailwind class written in src/ (a word of a string literal that tailwind-merge knows). */
function tailwindClassesInSource(): string[] {
  const words = new Set<string>()
  for (const file of fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
    const text = fs.readFileSync(path.join(SRC, file), 'utf8')
    for (const m of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
      for (const word of m[2].split(/[\s'"`{}$]+/)) if (/^[-!\w[\]:/.#%()@*&>=,~+]+$/.test(word)) words.add(word)
  }
  // tailwind-merge keeps both copies of a class it does not know ('group group').
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w).sort()
}

/** A class's variants, sorted, and its important mark: `md:hover:!p-2` → 'hover:md:!'. */
function variantsOf(name: string): string {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[' || name[i] === '(') depth++
    else if (name[i] === ']' || name[i] === ')') depth--
    else if (name[i] === ':' && depth === 0) {
      parts.push(name.slice(start, i))
      start = i + 1
    }
  }
  const base = name.slice(start)
  const important = base.startsWith('!') || base.endsWith('!')
  return `${parts.sort().join(':')}${important ? '!' : ''}`
}

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d')
  })

  it('keeps the later of two classes that set the same thing, with their variants', () => {
    expect(cn('px-4 py-2 text-ink-900', 'px-6 text-ink-500')).toBe('py-2 px-6 text-ink-500')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('px-2', 'p-4')).toBe('p-4')
    expect(cn('hover:bg-white md:hover:bg-black', 'md:hover:bg-ink-900')).toBe('hover:bg-white md:hover:bg-ink-900')
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6')
    expect(cn('text-sm text-ink-900', 'text-lg')).toBe('text-ink-900 text-lg')
    expect(cn('group relative', 'group')).toBe('group relative group')
  })

  it("drops exactly the classes tailwind-merge drops, for every pair of the app's Tailwind classes with the same variants and a spread of the others", () => {
    const classes = tailwindClassesInSource()
    expect(classes.length).toBeGreaterThan(500)
    // Every pair is a new list: tailwind-merge's cache would only cost time.
    const reference = createTailwindMerge(() => ({ ...getDefaultConfig(), cacheSize: 0 }))
    const differ: string[] = []
    const check = (a: string, b: string) => {
      const list = `${a} ${b}`
      const expected = reference(list)
      if (cn(list) !== expected) differ.push(`'${list}': cn '${cn(list)}', tailwind-merge '${expected}'`)
    }
    // Two classes conflict only under the same variants (tailwind-merge compares the sorted variant
    // list and the important mark), so every pair within a variant group is checked, and each class
    // against an even spread of 24 classes of the other groups (which must both be kept).
    const groups = new Map<string, string[]>()
    for (const c of classes) groups.set(variantsOf(c), [...(groups.get(variantsOf(c)) ?? []), c])
    expect(groups.size).toBeGreaterThan(5)
    for (const group of groups.values()) for (const a of group) for (const b of group) check(a, b)
    for (const [key, group] of groups) {
      const others = classes.filter((c) => variantsOf(c) !== key)
      const stride = Math.max(1, Math.floor(others.length / 24))
      for (const a of group) for (let i = group.indexOf(a) % stride; i < others.length; i += stride) check(a, others[i])
    }
    expect(differ.slice(0, 60)).toEqual([])
  }, 60_000)
})
