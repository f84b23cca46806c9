// What grew between two V8 heap snapshots (the memory section's, `npm run bench -- --memory-only
// --heap-snapshots`, or any two written by --heapsnapshot-signal): live objects grouped by their
// kind and constructor or class name, with their count and own size in each, largest growth first.
//
//   npx tsx bench/heap-diff.ts bench/results/heap-…/1-start.heapsnapshot bench/results/heap-…/3-idle.heapsnapshot [--top 40]
//
// Own ("shallow") sizes: what the objects themselves hold. A Map's entries are in its backing
// store (an "array" of the Map's own), a string's characters in the string: look for both.
import fs from 'node:fs'
import { parseArgs } from 'node:util'

type Group = { count: number; bytes: number }

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

/** Live objects of one snapshot by "type name" (strings and code by kind only: their names are their contents). */
function groupsOf(file: string): Map<string, Group> {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot
  const fields = snap.snapshot.meta.node_fields
  const types = snap.snapshot.meta.node_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f))
  const groups = new Map<string, Group>()
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]]
    const byName = type === 'object' || type === 'closure' || type === 'native' || type === 'array'
    const name = byName ? snap.strings[snap.nodes[i + nameAt]].slice(0, 80) : ''
    const key = `${type} ${name}`.trim()
    const g = groups.get(key) ?? { count: 0, bytes: 0 }
    g.count++
    g.bytes += snap.nodes[i + sizeAt]
    groups.set(key, g)
  }
  return groups
}

function main() {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '40' } },
    allowPositionals: true,
  })
  if (positionals.length !== 2) throw new Error('Two heap snapshots: before and after')
  const [a, b] = positionals.map(groupsOf)
  const total = (m: Map<string, Group>) => [...m.values()].reduce((s, g) => s + g.bytes, 0)
  const mb = (n: number) => (n / 1024 / 1024).toFixed(2)
  console.log(`heap (own sizes): ${mb(total(a))} MB → ${mb(total(b))} MB`)
  const rows = [...new Set([...a.keys(), ...b.keys()])].map((key) => {
    const x = a.get(key) ?? { count: 0, bytes: 0 }
    const y = b.get(key) ?? { count: 0, bytes: 0 }
    return { key, x, y, grew: y.bytes - x.bytes }
  })
  rows.sort((p, q) => Math.abs(q.grew) - Math.abs(p.grew))
  console.log('  MB before →  MB after  (growth)   count before → after   kind and name')
  for (const r of rows.slice(0, Number(values.top)))
    console.log(
      `${mb(r.x.bytes).padStart(10)} → ${mb(r.y.bytes).padStart(9)}  (${(r.grew >= 0 ? '+' : '') + mb(r.grew)})`.padEnd(
        38,
      ) + `${String(r.x.count).padStart(10)} → ${String(r.y.count).padEnd(9)}  ${r.key}`,
    )
}

main()
