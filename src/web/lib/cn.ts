import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx) and, where two Tailwind classes set the same thing, keeps the later
 * one, as tailwind-merge does: `cn('px-4 text-ink-900', className)` lets `className` override.
 * tailwind-merge's full table of Tailwind was 8.4 kB gzipped on every page; this one
 * knows the utilities this app writes, and cn.test.ts checks that it drops exactly the classes
 * tailwind-merge drops, for every pair of classes found in src/ (a new utility fails it).
 */
export function cn(...inputs: ClassValue[]) {
  const classList = clsx(inputs)
  let merged = merges.get(classList)
  if (merged === undefined) {
    // Components render the same few lists again and again: the last 500 are kept, as tailwind-merge did.
    if (merges.size >= 500) merges.clear()
    merged = mergeClasses(classList)
    merges.set(classList, merged)
  }
  return merged
}

const merges = new Map<string, string>()

// [pattern for a class without its variants, its group ($1: a side, added to the name)]. First match wins.
const RULES: [RegExp, string][] = [
  [
    /^(block|inline|inline-block|inline-flex|inline-grid|flex|grid|hidden|table|contents|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(not-)?sr-only$/, 'sr'],
  [/^(not-)?italic$/, 'font-style'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(xs|sm|base|lg|\d?xl)$/, 'font-size'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border(?:-([xytrblse]))?(?:-\d+)?$/, 'border-w$1'],
  [/^border(?:-([xytrblse]))?-/, 'border-color$1'],
  [/^divide-([xy])(-\d+)?$/, 'divide-$1'],
  [/^divide-/, 'divide-color'],
  [/^rounded(?:-(ss|se|ee|es|tl|tr|br|bl|[setrbl]))?(-|$)/, 'rounded$1'],
  [/^shadow(-(none|\d*(xs|sm|md|lg|xl)))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-/, 'ring-color'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [/^table-(auto|fixed)$/, 'table-layout'],
  [/^(tabular|proportional)-nums$/, 'fvn-spacing'],
  [/^bg-/, 'bg'],
  [/^([pm][xytrblse]?)-/, '$1'],
  // Page and column breaks (break-inside-avoid for print) are not word breaks (break-all, break-words).
  [/^(break-(?:before|after|inside))-/, '$1'],
  [
    /^(z|order|opacity|cursor|pointer-events|select|touch|resize|appearance|whitespace|break|wrap|object|aspect|list|align|accent|fill|from|via|to|blur|backdrop-blur|filter|scroll-mt|space-[xy]|tracking|leading|duration|animate|transition|scale|rotate|translate-[xy]|translate-none|basis|grow|shrink|top|right|bottom|left|inset-[xy]|inset|gap-[xy]|gap|grid-cols|grid-rows|col|row|items|justify-items|justify-self|justify|self|content|overflow-[xy]|overflow|min-[wh]|max-[wh]|size|[wh]|underline-offset|line-clamp|flex)(-|$)/,
    '$1',
  ],
]

const SIDES = (group: string, sides: string) => sides.split(' ').map((s) => group + s)
/** The groups a class of the key's group also overrides (px-2 overrides pr-4, size-4 overrides w-2…). */
const CONFLICTS: Record<string, string[]> = {
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
  size: ['w', 'h'],
  inset: SIDES('', 'inset-x inset-y start end top right bottom left'),
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: SIDES('rounded', 's e t r b l ss se ee es tl tr br bl'),
  roundeds: SIDES('rounded', 'ss es'),
  roundede: SIDES('rounded', 'se ee'),
  roundedt: SIDES('rounded', 'tl tr'),
  roundedr: SIDES('rounded', 'tr br'),
  roundedb: SIDES('rounded', 'br bl'),
  roundedl: SIDES('rounded', 'tl bl'),
}
for (const g of ['p', 'm', 'border-w', 'border-color']) {
  CONFLICTS[g] = SIDES(g, 'x y s e t r b l')
  CONFLICTS[g + 'x'] = SIDES(g, 'r l s e')
  CONFLICTS[g + 'y'] = SIDES(g, 't b')
}

/** Variants that must keep their place (`before:`, arbitrary ones); the others are sorted. */
const ORDERED = /^(\[|\*|before$|after$|backdrop$|file$|first-l|marker$|placeholder$|selection$|details-content$)/

const groups = new Map<string, string | null>()

function groupOf(utility: string): string | null {
  let group = groups.get(utility)
  if (group === undefined) {
    const base = utility.replace(/^-/, '')
    group = null
    for (const [pattern, name] of RULES) {
      const m = pattern.exec(base)
      if (m) {
        group = name.replace('$1', m[1] ?? '')
        break
      }
    }
    groups.set(utility, group)
  }
  return group
}

function mergeClasses(classList: string): string {
  const claimed = new Set<string>()
  const kept: string[] = []
  const classes = classList.split(/\s+/)
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]
    if (!cls) continue
    // hover:md:!px-4 → variants [hover, md], utility px-4, important.
    const parts = cls.split(/:(?![^[]*\])/)
    let utility = parts.pop()!
    const important = /^!|!$/.test(utility)
    if (important) utility = utility.replace(/^!|!$/, '')
    const group = groupOf(utility)
    if (!group) {
      kept.push(cls)
      continue
    }
    const variants: string[] = []
    let run: string[] = []
    for (const v of parts) {
      if (ORDERED.test(v)) {
        variants.push(...run.sort(), v)
        run = []
      } else run.push(v)
    }
    variants.push(...run.sort())
    const prefix = variants.join(':') + (important ? '!' : '') + '|'
    if (claimed.has(prefix + group)) continue
    claimed.add(prefix + group)
    for (const g of CONFLICTS[group] ?? []) claimed.add(prefix + g)
    kept.push(cls)
  }
  return kept.reverse().join(' ')
}
