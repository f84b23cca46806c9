// No function in src over 150 lines and no file over 500: eslint.config.js's max-lines-per-function
// and max-lines fire on probes, and their lists of files still being split (LONG_FUNCTIONS_TO_SPLIT,
// LONG_FILES) hold only files that still need them, so the lists can only shrink.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const RULE = 'max-lines-per-function'

// The first lint loads the parser and the import resolver: seconds, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 })

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), ignore: false })
})

/** A function of `lines` lines of code (its braces and return among them), then `padding` blank and comment lines. */
const functionOf = (lines: number, padding = 0) =>
  [
    'export function probe(n: number): number {',
    ...Array.from({ length: lines - 3 }, (_, i) => `  n += ${i}`),
    ...Array.from({ length: padding }, (_, i) => (i % 2 ? '' : '  // why')),
    '  return n',
    '}',
    '',
  ].join('\n')

describe('function length (max-lines-per-function)', () => {
  it('reports a function over 150 lines in src, blank lines and comments aside', async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/web/search/lib/probe.ts') })
      return result.messages.filter((m) => m.ruleId === RULE)
    }
    expect(await lint(functionOf(151))).toHaveLength(1)
    expect(await lint(functionOf(150, 40))).toEqual([])
  })

  it('exempts only files that still hold a function over 150 lines', async () => {
    const configUrl = pathToFileURL(path.join(root, 'eslint.config.js')).href
    const { LONG_FUNCTIONS_TO_SPLIT } = (await import(configUrl)) as { LONG_FUNCTIONS_TO_SPLIT: string[] }
    // A file on the list is exempt (the first one, whichever it is while the list shrinks).
    if (LONG_FUNCTIONS_TO_SPLIT.length > 0) {
      const config = (await eslint.calculateConfigForFile(path.join(root, LONG_FUNCTIONS_TO_SPLIT[0]))) as {
        rules: Record<string, unknown>
      }
      expect((config.rules[RULE] as unknown[])[0]).toBe(0)
    }
    // The rule alone, over the TypeScript parser: the whole config's import resolver would take seconds a file.
    const strict = new ESLint({
      cwd: root,
      // An empty list lints nothing (ESLint would otherwise lint the whole directory).
      passOnNoPatterns: true,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser },
          rules: { [RULE]: ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
        },
      ],
    })
    const results = await strict.lintFiles(LONG_FUNCTIONS_TO_SPLIT)
    const split = results
      .filter((r) => !r.messages.some((m) => m.ruleId === RULE))
      .map((r) => path.relative(root, r.filePath))
    expect(split, 'split: take these off LONG_FUNCTIONS_TO_SPLIT').toEqual([])
  })
})

describe('file length (max-lines)', () => {
  it('reports a file over 500 lines in src', async () => {
    const lint = async (lines: number) => {
      const code = Array.from({ length: lines }, (_, i) => `export const n${i} = ${i}`).join('\n') + '\n'
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/web/search/lib/probe.ts') })
      return result.messages.filter((m) => m.ruleId === 'max-lines')
    }
    expect(await lint(501)).toHaveLength(1)
    expect(await lint(500)).toEqual([])
  })

  it('names only files over 500 lines, each with its reason', async () => {
    const configUrl = pathToFileURL(path.join(root, 'eslint.config.js')).href
    const { LONG_FILES } = (await import(configUrl)) as { LONG_FILES: Record<string, string> }
    const lineCount = (file: string) =>
      readFileSync(path.join(root, file), 'utf8').replace(/\n$/, '').split('\n').length
    const short = Object.keys(LONG_FILES).filter((file) => lineCount(file) <= 500)
    expect(short, 'split: take these off LONG_FILES').toEqual([])
    for (const reason of Object.values(LONG_FILES)) expect(reason).toMatch(/^(data|to split: .+)$/)
  })
})
