// The layout enforces itself: each boundary rule of eslint.config.js fires on a probe, and a legal
// import passes. Probes are linted as text at a path inside src (no file is written), importing
// real modules. Import cycles are found by tests/lint/import-cycles.ts over the whole of src, and
// proven on fixture files the normal lint skips (tests/lint/fixtures).
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
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
async function boundaryErrors(file: string, code: string, rules = BOUNDARY_RULES) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((m) => rules.includes(m.ruleId ?? ''))
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

describe('domain folders (DOMAIN_FOLDER_USES) and packages', () => {
  it('reports a domain folder importing a folder it is not declared to use', async () => {
    // pricing uses no other folder; payments uses pricing, not the other way.
    const errors = await boundaryErrors(
      'src/domain/pricing/probe.ts',
      "import { planPaymentSchedule } from '../payments/schedule'\nexport const probe = planPaymentSchedule\n",
    )
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('DOMAIN_FOLDER_USES')])
  })

  it('reports it through the alias, from a nested file', async () => {
    const errors = await boundaryErrors(
      'src/domain/venues/nested/probe.ts',
      "import { BRIEF_VENUES_MAX } from '~/domain/briefs/briefs'\nexport const probe = BRIEF_VENUES_MAX\n",
    )
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('DOMAIN_FOLDER_USES')])
  })

  it('reports a shared file at the top of src/domain importing a domain folder', async () => {
    const errors = await boundaryErrors(
      'src/domain/probe.ts',
      "import { slotOf } from './venues/spaces'\nexport const probe = slotOf\n",
    )
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('import no domain folder')])
  })

  it.each([
    ["import fs from 'fs'", 'fs'],
    ["import { readFileSync } from 'node:fs'", 'node:fs'],
    ["import nodemailer from 'nodemailer'", 'nodemailer'],
    ["import { eq } from 'drizzle-orm'", 'drizzle-orm'],
    ["import { useState } from 'react'", 'react'],
    ["import Fastify from 'fastify'", 'fastify'],
  ])('reports a domain file importing a package off the allow-list (%s)', async (line) => {
    const errors = await boundaryErrors('src/domain/payments/probe.ts', `${line}\nexport const probe = 1\n`, [
      'no-restricted-imports',
    ])
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('DOMAIN_PACKAGES')])
  })

  it('passes a declared folder, the shared files, its own folder and the allowed packages', async () => {
    const code =
      "import { z } from 'zod'\nimport { addDays } from 'date-fns'\nimport { TZDate } from '@date-fns/tz'\n" +
      "import { computeAllIn } from '../pricing/all-in'\nimport { formatCents } from '~/domain/pricing/estimate'\n" +
      "import { dateField } from '../fields'\nimport { todayIn } from '~/domain/time'\nimport { planPaymentSchedule } from './schedule'\n" +
      'export const probe = [z, addDays, TZDate, computeAllIn, formatCents, dateField, todayIn, planPaymentSchedule]\n'
    expect(
      await boundaryErrors('src/domain/payments/probe.ts', code, [...BOUNDARY_RULES, 'no-restricted-imports']),
    ).toEqual([])
    // The unit tests beside the rules use their test packages too; other files may not.
    const test = "import { describe } from 'vitest'\nimport fc from 'fast-check'\nexport const probe = [describe, fc]\n"
    expect(await boundaryErrors('src/domain/payments/probe.test.ts', test, ['no-restricted-imports'])).toEqual([])
    expect(await boundaryErrors('src/domain/payments/probe.ts', test, ['no-restricted-imports'])).toHaveLength(2)
  })

  it('refuses a cycle between domain folders, even through a third', async () => {
    type Uses = Record<string, string[]>
    const { DOMAIN_FOLDER_USES, findUsesCycle } = (await import(
      pathToFileURL(path.join(root, 'eslint.config.js')).href
    )) as { DOMAIN_FOLDER_USES: Uses; findUsesCycle: (uses: Uses) => string[] | null }
    expect(findUsesCycle(DOMAIN_FOLDER_USES)).toBeNull()
    // pricing → payments would close payments → pricing.
    expect(findUsesCycle({ ...DOMAIN_FOLDER_USES, pricing: ['payments'] })).toEqual(['pricing', 'payments', 'pricing'])
    // events → kitchen → venue-portal → events
    expect(findUsesCycle({ ...DOMAIN_FOLDER_USES, kitchen: ['venue-portal'] })).toEqual([
      'events',
      'kitchen',
      'venue-portal',
      'events',
    ])
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
