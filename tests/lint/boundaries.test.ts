// The layout enforces itself: each boundary rule of eslint.config.js fires on a probe, and a legal
// import passes. Probes are linted as text at a path inside src (no file is written), importing
// real modules. Import cycles are found by tests/lint/import-cycles.ts over the whole of src, and
// proven on fixture files the normal lint skips (tests/lint/fixtures).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { findImportCycles, sourceFiles } from './import-cycles'

const root = fileURLToPath(new URL('../..', import.meta.url))
const BOUNDARY_RULES = ['import-x/no-restricted-paths']

// The first lint loads the parser and resolver and reads the modules a probe imports: seconds,
// more on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), ignore: false })
})

/** The boundary messages ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ''))
}

describe('feature boundaries (import-x/no-restricted-paths)', () => {
  it("reports a web feature importing another web feature's internals", async () => {
    const errors = await boundaryErrors(
      'src/web/search/components/probe.tsx',
      "import { VenueCard } from '~/web/venues/components/venue-card'\nexport const probe = VenueCard\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0].ruleId).toBe('import-x/no-restricted-paths')
    expect(errors[0].message).toContain('A web feature imports only its own folder')
  })

  it('reports a server feature importing a feature it is not declared to use', async () => {
    // venues uses no other feature (SERVER_FEATURE_USES); staff uses venues, not the other way.
    const errors = await boundaryErrors(
      'src/server/venues/probe.ts',
      "import { listTeam } from '../staff/team'\nexport const probe = listTeam\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0].message).toContain('SERVER_FEATURE_USES')
  })

  it('reports shared server code importing a feature', async () => {
    const errors = await boundaryErrors(
      'src/server/db/seed/probe.ts',
      "import { mediaRoutes } from '~/server/media/routes'\nexport const probe = mediaRoutes\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0].message).toContain('src/server/db is shared')
  })

  it('reports domain code importing the server, from a nested domain folder', async () => {
    const errors = await boundaryErrors(
      'src/domain/staff/probe.ts',
      "import { requests } from '../../server/db/schema'\nexport const probe = requests\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0].message).toContain('src/domain is pure')
  })

  it('reports domain code importing the web app through the alias, at any depth', async () => {
    const errors = await boundaryErrors(
      'src/domain/requests/nested/probe.ts',
      "import { cn } from '~/web/lib/cn'\nexport const probe = cn\n",
    )
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('src/domain is pure')])
  })

  it('passes what each layer may import', async () => {
    const legal: [file: string, code: string][] = [
      // A web feature: its own folder, shared web code, domain.
      [
        'src/web/search/components/probe.tsx',
        "import { searchValuesFromParams } from '../lib/search-params'\nimport { Button } from '~/web/components/ui/button'\nimport { cn } from '~/web/lib/cn'\nimport { CITIES } from '~/domain/cities'\nexport const probe = [searchValuesFromParams, Button, cn, CITIES]\n",
      ],
      // The composition root imports any feature.
      [
        'src/web/app/routes/probe.tsx',
        "import { VenueCard } from '~/web/venues/components/venue-card'\nimport { SearchForm } from '~/web/search/components/search-form'\nexport const probe = [VenueCard, SearchForm]\n",
      ],
      // A server feature: a feature it is declared to use, lib, db, config, domain.
      [
        'src/server/requests/probe.ts',
        "import { listCities } from '../venues/list-cities'\nimport { notFound } from '../lib/errors'\nimport { requests } from '../db/schema'\nimport type { Config } from '../config'\nimport { CITIES } from '~/domain/cities'\nexport const probe = [listCities, notFound, requests, CITIES] as unknown as Config\n",
      ],
    ]
    for (const [file, code] of legal) expect(await boundaryErrors(file, code), file).toEqual([])
  })
})

describe('import cycles (tests/lint/import-cycles.ts)', () => {
  const fixtures = path.join(root, 'tests/lint/fixtures')
  const cyclesOf = (names: string[]) =>
    findImportCycles(
      names.map((n) => path.join(fixtures, n)),
      path.join(root, 'src'),
    ).map((c) => c.map((f) => path.basename(f)))

  it('reports a cycle between two modules, through a static or a dynamic import and a re-export', () => {
    expect(cyclesOf(['cycle-a.ts', 'cycle-b.ts'])).toEqual([['cycle-a.ts', 'cycle-b.ts']])
    expect(cyclesOf(['dynamic-a.ts', 'dynamic-b.ts'])).toEqual([['dynamic-a.ts', 'dynamic-b.ts']])
  })

  it('does not count an import of types only', () => {
    expect(cyclesOf(['type-only-a.ts', 'type-only-b.ts'])).toEqual([])
  })

  it('finds none in src', () => {
    const src = path.join(root, 'src')
    expect(findImportCycles(sourceFiles(src), src).map((c) => c.map((f) => path.relative(root, f)))).toEqual([])
  })
})
