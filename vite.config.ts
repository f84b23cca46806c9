import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { precompressAssets } from './scripts/precompress-assets.js'

const apiPort = process.env.API_PORT ?? '3001'

/** Brotli and gzip copies of the build's text files, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'bountiful:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const r = await precompressAssets(outDir)
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
      this.info(`precompressed ${r.files} files: ${kb(r.bytes)} → br ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`)
    },
  }
}

/**
 * <link rel="preload"> for the Latin subsets of the two variable fonts (the CSS declares them
 * with font-display: swap): the browser fetches them with the stylesheet, not after it.
 */
function preloadFonts(): Plugin {
  return {
    name: 'bountiful:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) =>
          /(dm-sans|fraunces)-latin-wght-normal-.*\.woff2$/.test(f),
        )
        return fonts.map((f) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${f}`, crossorigin: '' },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/** Every chunk's static imports, direct or not: loaded before the chunk runs (filled per build). */
const staticClosure = new Map<string, Set<string>>()

/**
 * Fills staticClosure before Vite writes the list of chunks each dynamic import preloads (its
 * generateBundle runs after this one), so that the lists can leave out the chunks the importing
 * chunk has already loaded: the entry's route table named jsx-runtime, the query client… in
 * most of its 70 imports.
 */
function staticImportClosure(): Plugin {
  return {
    name: 'bountiful:static-import-closure',
    apply: 'build',
    generateBundle(_options, bundle) {
      staticClosure.clear()
      const visit = (file: string, seen: Set<string>) => {
        const chunk = bundle[file]
        if (chunk?.type !== 'chunk') return
        for (const f of chunk.imports) if (!seen.has(f)) visit(f, seen.add(f))
      }
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue
        const seen = new Set<string>()
        visit(file, seen)
        staticClosure.set(file, seen)
      }
    },
  }
}

/**
 * Code of React Router's that reached every page though this app cannot run it (2.7 kB gzipped):
 * - <Form>, useSubmit and the form-data helpers: the app has no <Form>, but the component's
 *   `forwardRef(...)` lacks a pure annotation and `Form.displayName = ...` is a side effect, so the
 *   bundler kept both. The annotation is added and the assignment dropped.
 * - <Link>'s page prefetching (PrefetchPageLinks and the framework-mode manifest helpers): it
 *   renders only when usePrefetchBehavior says so, which it never does outside framework mode
 *   (no FrameworkContext; this app uses createBrowserRouter), so the branch is dropped.
 * The build fails if React Router's source no longer reads as expected.
 */
function reactRouterDeadCode(): Plugin {
  const edits: [RegExp, string][] = [
    [/^var Form = (React\d*)\.forwardRef\(/m, 'var Form = /* @__PURE__ */ $1.forwardRef('],
    [/^Form\.displayName = "Form";$/m, ''],
    [
      /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ React\d*\.createElement\(React\d*\.Fragment, null, link, \/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/,
      'return link;',
    ],
  ]
  return {
    name: 'bountiful:react-router-dead-code',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes('Form.displayName')) return
      if (!/if \(!frameworkContext\) \{\s*return \[false, ref, \{\}\];/.test(code))
        this.error('react-router: usePrefetchBehavior changed; review reactRouterDeadCode')
      for (const [pattern] of edits)
        if (!pattern.test(code)) this.error(`react-router: ${pattern} not found; review reactRouterDeadCode`)
      return { code: edits.reduce((c, [pattern, by]) => c.replace(pattern, by), code), map: null }
    },
  }
}

const LANDING_ENTRY = fileURLToPath(new URL('./src/web/landing-entry.tsx', import.meta.url))
const WEB_SOURCE = fileURLToPath(new URL('./src/web/', import.meta.url))
const LANDING_COPY = '?landing'

/**
 * The landing's entry (src/web/landing-entry.tsx) gets its own copies of the app's modules and of
 * React Router. A bundler keeps a module whole, with every part any entry uses: React Router is one
 * module, so had both entries shared it, the landing would load the data router the app's entry
 * uses. With copies (the same files under `?landing`), the landing's React Router is tree-shaken to
 * what the landing uses (<Router>, <Link>, a few hooks), and so is each of its app modules; packages
 * (React, react-dom, TanStack Query, Radix, icons) and src/domain stay shared, one chunk for both.
 * The landing never runs the app's modules nor the app the landing's: a page loads one entry.
 */
function landingCopies(): Plugin {
  const copied = (id: string) =>
    (id.startsWith(WEB_SOURCE) && /\.tsx?$/.test(id)) || /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)
  return {
    name: 'bountiful:landing-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || (importer !== LANDING_ENTRY && !importer.endsWith(LANDING_COPY))) return null
      const from = importer.endsWith(LANDING_COPY) ? importer.slice(0, -LANDING_COPY.length) : importer
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true })
      if (!resolved || resolved.external || !copied(resolved.id)) return resolved
      return { ...resolved, id: resolved.id + LANDING_COPY }
    },
    load(id) {
      if (id.endsWith(LANDING_COPY)) return fs.readFileSync(id.slice(0, -LANDING_COPY.length), 'utf8')
    },
  }
}

// `vite build` builds the web app (dist/web); `vite build --ssr entry-server.tsx` the server
// renderer (dist/server/entry-server.js), which the Fastify server loads at run time.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [landingCopies(), reactRouterDeadCode(), staticImportClosure(), precompress(), preloadFonts()]),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server renderer keeps the icons it uses: as an external package, lucide-react's barrel
  // loads every icon (its 1.3 MB of source, twice, for the life of the process).
  ssr: { noExternal: ['lucide-react'] },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/server' : './dist/web', import.meta.url)),
    emptyOutDir: true,
    // Every browser we support (baseline widely available) knows <link rel="modulepreload">.
    modulePreload: {
      polyfill: false,
      // A dynamic import preloads what its chunk needs, less what the importing chunk has loaded.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? deps.filter((d) => !staticClosure.get(hostId)?.has(d)) : deps,
    },
    // dist/web/.vite/manifest.json: the server renderer preloads a page's route chunks from it.
    manifest: !isSsrBuild,
    // The app (index.html → main.tsx) and the landing's own entry (see landingCopies).
    rolldownOptions: isSsrBuild ? {} : { input: { index: 'src/web/index.html', 'landing-entry': LANDING_ENTRY } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}))
