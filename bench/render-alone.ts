// A server-rendered page's render alone, without the API beneath it: the built
// dist/server/entry-server.js of one or more checkouts called in process, each page's API answers
// captured once from a running server and replayed, so that the render's CPU is measured apart
// from the API's, the database's, the head's and compression's.
//
//   npx tsx bench/render-alone.ts capture [--count 30] [--out bench/.cache/render-answers.json]
//   npx tsx bench/render-alone.ts replay [--rounds 5] [--cpu-prof <dir>] <root>…
//
// `capture` starts the first root's built server on the 100,000-venue PGlite data and asks it for
// the API answers of `count` search pages and `count` venue pages of the bench's cache-busting mix.
// `replay` renders every captured page `rounds` times per root, each root in a process of its own,
// and prints the CPU per render (process.cpuUsage) of rounds 2 and after.
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { distinctSearches, distinctVenueIds, searchPages } from './query-mix'
import { freePort } from './free-port'

type Answers = Record<string, { status: number; body: string }>
type Capture = { pages: { url: string; kind: 'search' | 'venue' }[]; answers: Answers }
type RenderModule = {
  render(opts: {
    url: string
    fetchJson: (p: string) => Promise<{ status: number; body: string }>
  }): Promise<{ html: string; stateScript: string } | undefined>
}

const { values: opts, positionals } = parseArgs({
  options: {
    count: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '5' },
    out: { type: 'string', default: path.resolve('bench/.cache/render-answers.json') },
    'data-dir': { type: 'string', default: path.resolve('bench/.cache/venues-100000') },
    size: { type: 'string', default: '100000' },
    /** Profile each replay process (node --cpu-prof) into this directory. */
    'cpu-prof': { type: 'string' },
    /** Internal: the replay of one root, in its own process. */
    child: { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const [command, ...roots] = positionals

const loadEntry = (root: string) =>
  import(pathToFileURL(path.resolve(root, 'dist/server/entry-server.js')).href) as Promise<RenderModule>

async function capture(root: string) {
  const count = Number(opts.count)
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'dist/server-app/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: opts['data-dir'],
      SEED_VENUES: opts.size,
      RATE_LIMIT_SEARCH: '1000000000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    const base = `http://127.0.0.1:${port}`
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('server did not start')
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      await new Promise((r) => setTimeout(r, 500))
    }
    const answers: Answers = {}
    const fetchJson = async (p: string) => {
      const res = await fetch(base + p, { headers: { accept: 'application/json' } })
      const answer = { status: res.status, body: await res.text() }
      answers[p] = answer
      return answer
    }
    const pages: Capture['pages'] = [
      ...searchPages(distinctSearches(count, 9_100)).map((url) => ({ url, kind: 'search' as const })),
      ...distinctVenueIds(count, Number(opts.size), 9_101).map((id) => ({
        url: `/venues/${id}`,
        kind: 'venue' as const,
      })),
    ]
    const entry = await loadEntry(root)
    for (const page of pages) await entry.render({ url: page.url, fetchJson })
    fs.mkdirSync(path.dirname(opts.out), { recursive: true })
    fs.writeFileSync(opts.out, JSON.stringify({ pages, answers } satisfies Capture))
    console.log(`captured ${pages.length} pages, ${Object.keys(answers).length} answers → ${opts.out}`)
  } finally {
    child.kill('SIGTERM')
  }
}

const cpuNow = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/** One root's replay, in this process: CPU per render by kind, rounds 2 and after. */
async function replayHere(root: string) {
  const { pages, answers } = JSON.parse(fs.readFileSync(opts.out, 'utf8')) as Capture
  const fetchJson = async (p: string) => answers[p] ?? { status: 404, body: '{"error":"not captured"}' }
  const entry = await loadEntry(root)
  const cpu = { search: [] as number[], venue: [] as number[] }
  const bytes = { search: 0, venue: 0 }
  const load = os.loadavg()[0]
  for (let round = 1; round <= Number(opts.rounds); round++) {
    for (const page of pages) {
      const before = cpuNow()
      const out = await entry.render({ url: page.url, fetchJson })
      const spent = cpuNow() - before
      if (!out) throw new Error(`${page.url} was not rendered`)
      if (round > 1) cpu[page.kind].push(spent)
      if (round === 1) bytes[page.kind] += out.html.length + out.stateScript.length
    }
  }
  const line = (kind: 'search' | 'venue') =>
    `${kind} ${mean(cpu[kind]).toFixed(2)} / ${median(cpu[kind]).toFixed(2)} ms (mean / median, ${cpu[kind].length} renders), ${(bytes[kind] / 1000 / (cpu[kind].length / (Number(opts.rounds) - 1))).toFixed(1)} kB`
  console.log(`${root}: ${line('search')}; ${line('venue')}; load ${load.toFixed(1)}–${os.loadavg()[0].toFixed(1)}`)
}

async function replay() {
  for (const root of roots) {
    const flags = opts['cpu-prof']
      ? [
          '--cpu-prof',
          '--cpu-prof-interval',
          '100',
          `--cpu-prof-dir=${opts['cpu-prof']}`,
          `--cpu-prof-name=${path.basename(path.resolve(root))}.cpuprofile`,
        ]
      : []
    execFileSync(
      process.execPath,
      [
        ...flags,
        '--import',
        'tsx',
        import.meta.filename,
        'replay',
        '--child',
        '--rounds',
        opts.rounds,
        '--out',
        opts.out,
        root,
      ],
      { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    )
  }
}

if (command === 'capture') await capture(roots[0] ?? '.')
else if (command === 'replay' && opts.child) await replayHere(roots[0])
else if (command === 'replay') await replay()
else throw new Error('usage: render-alone.ts capture|replay [options] <root>…')
