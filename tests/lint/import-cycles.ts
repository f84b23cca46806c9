// Import cycles between our modules, found over the whole import graph at once: each file parsed
// once (TypeScript's parser, no type checking), the graph's strongly connected components
// (Tarjan). The rule is import-x/no-cycle's with `ignoreExternal`: static imports, re-exports and
// dynamic `import()` count; type-only imports do not (they leave no code behind); packages are not
// followed. ESLint's rule walked the graph behind every import of every file again, half of the
// lint's time; this reads it once, in about a second.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Every .ts/.tsx file under `dir`, skipping declaration files. */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f))
}

/** The module specifiers of `file` that leave code behind (what a cycle is made of). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)))
      if (!typeOnly) found.push(node.moduleSpecifier.text)
      return
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        found.push(node.moduleSpecifier.text)
      return
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file a specifier leads to among `known`, or null for a package or anything else. */
function resolve(from: string, specifier: string, srcDir: string, known: Set<string>): string | null {
  const base = specifier.startsWith('~/')
    ? path.join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (base === null) return null
  if (known.has(base)) return base
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext
  return null
}

/**
 * The import cycles among `files`: each a list of files where each imports the next and the last
 * the first. `srcDir` is where `~/` points.
 */
export function findImportCycles(files: string[], srcDir: string): string[][] {
  const known = new Set(files)
  const edges = new Map<string, string[]>()
  for (const file of files)
    edges.set(file, [
      ...new Set(
        runtimeImports(file)
          .map((s) => resolve(file, s, srcDir, known))
          .filter((f): f is string => f !== null),
      ),
    ])

  // Tarjan's strongly connected components, iteratively (the graph is deep).
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  for (const start of files) {
    if (index.has(start)) continue
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const frame = work[work.length - 1]
      const out = edges.get(frame.node)!
      if (frame.next < out.length) {
        const to = out[frame.next++]
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, next: 0 })
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!))
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        const selfLoop = component.length === 1 && edges.get(member)!.includes(member)
        if (component.length > 1 || selfLoop) components.push(component)
      }
    }
  }
  return components.map((c) => cycleWithin(new Set(c), edges))
}

/** One cycle through a strongly connected component, for the message: a path back to its first file. */
function cycleWithin(component: Set<string>, edges: Map<string, string[]>): string[] {
  const [first] = [...component].sort()
  const parent = new Map<string, string>()
  const queue = [first]
  while (queue.length) {
    const node = queue.shift()!
    for (const to of edges.get(node)!) {
      if (!component.has(to)) continue
      if (to === first) {
        const cycle = [node]
        while (cycle[0] !== first) cycle.unshift(parent.get(cycle[0])!)
        return cycle
      }
      if (!parent.has(to)) {
        parent.set(to, node)
        queue.push(to)
      }
    }
  }
  return [...component]
}
