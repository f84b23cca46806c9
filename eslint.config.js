import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import noSessionTokenInQueryKey from './eslint-rules/no-session-token-in-query-key.js'

const root = path.dirname(fileURLToPath(import.meta.url))
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

// Feature folders, one-way imports. Every folder of src/web and src/server is a
// feature except the shared ones below, so a new feature folder is fenced in the day it appears.
const WEB_SHARED = ['components', 'lib']
const WEB_ROOT = 'app' // router, routes and layout: the composition root, may import every feature
const SERVER_SHARED = ['lib', 'db']

// The server features each feature is declared to use, besides src/server/lib, src/server/db,
// config.ts, src/domain and its own folder. Adding a name here is a design decision: say why in
// its comment. A feature missing from the map uses none, and the map must stay free of cycles
// (checked below). src/server/app.ts and main.ts compose everything and are not fenced.
const SERVER_FEATURE_USES = {
  auth: ['email'], // verification, reset and welcome emails
  // A brief (issue 18) fans out into requests checked and announced like the booking forms', reads
  // the session, is emailed, and its chosen quote is accepted by the proposal flow; its comparison
  // shows venues' cover photos and response times.
  briefs: ['auth', 'bookings', 'email', 'requests', 'venues'],
  // Recommends listed venues, priced and photographed like search results; a conversation's owner
  // is the signed-in planner (the session).
  concierge: ['auth', 'venues'],
  // The host's session (auth-plugin, chat sockets), invitation and RSVP emails. Claiming a guest's
  // pending events is a hook auth calls (auth/account-hooks.ts), so auth does not use events.
  // A guest's RSVP carries her allergies and course choices to the kitchen sheet (kitchen).
  events: ['auth', 'email', 'kitchen'],
  favourites: ['auth', 'venues'], // a signed-in user's hearts, listed like search results
  // Outside assistants (MCP) call Callie's tools (concierge); a booking request they draft is
  // emailed to the planner and, once she confirms it, sent as the booking request page sends one.
  mcp: ['auth', 'concierge', 'email', 'requests'],
  newsletter: ['email'], // the confirmation email
  // The venue's managers hear of each new kitchen sheet version and guest's late change; the
  // organiser of the venue's answers and acknowledgements (through the outbox).
  kitchen: ['email'],
  // The booking's one owner (docs/decisions/0018-booking-lifecycle.md): a request's history and
  // status, its proposals and quotes, their holds, confirmation (the event on the planner's
  // dashboard, events) and what confirmation opens and cancellation refunds (payments); the
  // planner's list of her bookings and the cancellation routes read the session (auth); an accepted
  // change order (headcount, date, time, package) makes a new kitchen sheet version (kitchen).
  bookings: ['auth', 'email', 'events', 'kitchen', 'payments', 'venues'],
  // A request names a venue or city (and Callie's pick), is acknowledged by email and, when signed
  // in, belongs to the user; instant book confirms it at once through the booking's owner.
  requests: ['auth', 'bookings', 'concierge', 'email', 'events', 'venues'],
  seo: ['venues'], // server-rendered venue meta and the sitemap
  // Payments read the event's membership (who is host), sign in through auth's guards and email
  // requests, receipts, reminders and refunds through the outbox.
  payments: ['auth', 'email', 'events'],
  // The concierge console works on every request, proposal, event and venue, on the team's accounts,
  // on the outbox (renewing the secret links of the emails it resends), on venues' managers
  // (inviting them through the venue portal's operations) and answers in conversations with Callie
  // handed over to it (concierge).
  staff: ['auth', 'bookings', 'concierge', 'email', 'events', 'newsletter', 'requests', 'venue-portal', 'venues'],
  // Venues answer requests (their history) with quotes stored and emailed as proposals; the portal
  // guard reads the session; invitations and answers are emailed.
  // The portal shows the kitchen sheets of its bookings and answers guests' change requests (kitchen).
  'venue-portal': ['auth', 'bookings', 'email', 'kitchen', 'requests'],
}

// The domain folders each folder of src/domain is declared to use, besides its own folder and the
// shared files at the top of src/domain (fields.ts, text-field.ts, id-field.ts; time.ts,
// time-constants.ts, date-bounds.ts, search-dates.ts; cities.ts with place-name.ts and
// edit-distance.ts; guests.ts; options.ts with venue-types.ts; on-first-use.ts), which import no
// folder. The same rules as SERVER_FEATURE_USES: a folder missing from the map uses none, a name
// must be a folder, and the map must stay free of cycles. Adding a name is a design decision: say why.
export const DOMAIN_FOLDER_USES = {
  // A signed-in user's saved venues are listed as venue summaries.
  auth: ['venues'],
  // The booking's lifecycle and agreement: a proposal or quote accepted (proposals) for a venue's
  // package and terms (venues), priced all in (pricing), opens the payment schedule (payments).
  bookings: ['api', 'payments', 'pricing', 'proposals', 'venues'],
  // A brief fans out as booking requests (requests) whose quotes are proposals (proposals), compared
  // all in with their deposits (pricing, payments), each venue's stage read from the booking (bookings).
  briefs: ['bookings', 'payments', 'pricing', 'proposals', 'requests', 'venues'],
  concierge: ['pricing', 'venues'], // Callie recommends venues, priced all in
  events: ['kitchen'], // a guest's RSVP carries her allergies and course choices to the kitchen sheet
  payments: ['pricing'], // a schedule of the all-in price, in exact cents
  proposals: ['api', 'pricing', 'venues'], // a venue's package and terms, priced all in
  // The booking forms quote a venue's package for instant book (bookings); concierge-book asks Callie;
  // an add-on's name carries its hours and price (pricing).
  requests: ['bookings', 'concierge', 'pricing'],
  search: ['venues'], // search answers venue summaries
  // The console reads every request, proposal, brief and conversation, and edits venues.
  staff: ['api', 'bookings', 'briefs', 'concierge', 'pricing', 'proposals', 'requests', 'venues'],
  // Venues answer requests with quotes (proposals) that hold a slot (bookings), invite managers as
  // accounts (auth) and co-hosts of events (events), and read their kitchen sheets (kitchen).
  'venue-portal': ['auth', 'bookings', 'events', 'kitchen', 'proposals', 'requests', 'venues'],
  venues: ['pricing'], // a venue's packages as planners see them, priced all in
}

const webFeatures = foldersIn('src/web').filter((name) => ![...WEB_SHARED, WEB_ROOT].includes(name))
const serverFeatures = foldersIn('src/server').filter((name) => !SERVER_SHARED.includes(name))
for (const [feature, uses] of Object.entries(SERVER_FEATURE_USES)) {
  for (const name of [feature, ...uses]) {
    if (!serverFeatures.includes(name)) throw new Error(`eslint.config.js: no server feature "${name}"`)
  }
}
const domainFolders = foldersIn('src/domain')
for (const [folder, uses] of Object.entries(DOMAIN_FOLDER_USES)) {
  for (const name of [folder, ...uses]) {
    if (!domainFolders.includes(name)) throw new Error(`eslint.config.js: no domain folder "${name}"`)
  }
}
// Folders that use each other, even through a third, would be one folder in two.
export function findUsesCycle(uses) {
  const visit = (name, trail) => {
    if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name]
    for (const used of uses[name] ?? []) {
      const cycle = visit(used, [...trail, name])
      if (cycle) return cycle
    }
    return null
  }
  for (const name of Object.keys(uses)) {
    const cycle = visit(name, [])
    if (cycle) return cycle
  }
  return null
}
for (const [mapName, uses] of [
  ['SERVER_FEATURE_USES', SERVER_FEATURE_USES],
  ['DOMAIN_FOLDER_USES', DOMAIN_FOLDER_USES],
]) {
  const cycle = findUsesCycle(uses)
  if (cycle) throw new Error(`eslint.config.js: ${mapName} cycle ${cycle.join(' → ')}`)
}

const boundaryZones = () => [
  // src/domain, at any depth, is pure: it never imports the server or the web app.
  {
    target: 'src/domain',
    from: ['src/server', 'src/web'],
    message: 'src/domain is pure: it never imports the server or the web app.',
  },
  // The shared files at the top of src/domain import no domain folder; each folder imports its own,
  // the top's files and the folders DOMAIN_FOLDER_USES declares for it.
  {
    target: 'src/domain/*.{ts,tsx}',
    from: domainFolders.map((name) => `src/domain/${name}`),
    message: 'The shared files at the top of src/domain import no domain folder.',
  },
  ...domainFolders.map((folder) => ({
    target: `src/domain/${folder}`,
    from: domainFolders
      .filter((name) => name !== folder && !(DOMAIN_FOLDER_USES[folder] ?? []).includes(name))
      .map((name) => `src/domain/${name}`),
    message:
      'A domain folder imports only its own folder, the shared files at the top of src/domain and the ' +
      'folders DOMAIN_FOLDER_USES in eslint.config.js declares for it.',
  })),
  { target: 'src/web', from: 'src/server', message: 'The web app talks to the server over HTTP only.' },
  { target: 'src/server', from: 'src/web', message: 'The server never imports the web app.' },
  // Shared web code imports only shared web code (and domain).
  ...WEB_SHARED.map((shared) => ({
    target: `src/web/${shared}`,
    from: 'src/web',
    except: WEB_SHARED.map((name) => `./${name}`),
    message: `src/web/${shared} is shared: it imports only src/web/components, src/web/lib and src/domain.`,
  })),
  ...webFeatures.map((feature) => ({
    target: `src/web/${feature}`,
    from: 'src/web',
    except: [`./${feature}`, ...WEB_SHARED.map((name) => `./${name}`)],
    message:
      'A web feature imports only its own folder, src/web/components, src/web/lib and src/domain; ' +
      'compose features in src/web/app.',
  })),
  // Shared server code imports only shared server code, the validated config (and domain).
  ...SERVER_SHARED.map((shared) => ({
    target: `src/server/${shared}`,
    from: 'src/server',
    except: [...SERVER_SHARED.map((name) => `./${name}`), './config.ts'],
    message: `src/server/${shared} is shared: it imports only src/server/lib, src/server/db, config.ts and src/domain.`,
  })),
  ...serverFeatures.map((feature) => ({
    target: `src/server/${feature}`,
    from: 'src/server',
    except: [
      `./${feature}`,
      ...(SERVER_FEATURE_USES[feature] ?? []).map((name) => `./${name}`),
      ...SERVER_SHARED.map((name) => `./${name}`),
      './config.ts',
    ],
    message:
      'A server feature imports only its own folder, src/server/lib, src/server/db, config.ts, src/domain ' +
      'and the features SERVER_FEATURE_USES in eslint.config.js declares for it.',
  })),
]

// No function in src over 150 lines (blank lines and comments aside): a longer one is split into
// named parts (components, hooks, sub-plugins). A file that still holds one while it is being split
// is named here; the list only shrinks (none is left), and a file leaves it once it is split.
const MAX_FUNCTION_LINES = ['error', { max: 150, skipBlankLines: true, skipComments: true }]
export const LONG_FUNCTIONS_TO_SPLIT = []

// No file in src over 500 lines: a larger one is split by what it holds (the schema per feature, a
// route plugin into sub-plugins per resource). Data files may be longer, each named below with its
// reason; a file still being split would be too (none is left), and the list only shrinks.
const MAX_FILE_LINES = ['error', { max: 500, skipBlankLines: false, skipComments: false }]
export const LONG_FILES = {
  // Data: the curated word lists the venue generator composes venues from.
  'src/server/db/seed/venue-vocabulary.ts': 'data',
}

// src/domain is pure (no I/O, no React, no Fastify, no database): besides its own modules it imports
// only these packages. Adding one is a design decision: it must do no I/O.
const DOMAIN_PACKAGES = [
  'zod', // the schemas forms, routes and the OpenAPI document share
  'date-fns', // dates and times of day
  '@date-fns/tz', // a date and time in a city's timezone
  'chrono-node', // Callie reads dates written in words ("next Friday")
]
const DOMAIN_TEST_PACKAGES = ['vitest', 'fast-check'] // the domain's unit tests and their properties
const domainPackages = (allowed) => ({
  patterns: [
    {
      // Anything but our own modules (relative, or ~/domain) and the packages allowed.
      regex: `^(?!\\.|~/domain/|(${allowed.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/|$))`,
      message: `src/domain is pure: it imports only its own modules and the packages DOMAIN_PACKAGES in eslint.config.js allows (${allowed.join(', ')}).`,
    },
  ],
})

// Lint fixtures (tests/lint/fixtures) hold import cycles on purpose: tests/lint/boundaries.test.ts
// proves tests/lint/import-cycles.ts finds them (import cycles are found there, over the whole graph
// at once, not by import-x/no-cycle, which walked it again for every import: half of the lint's time).
// The normal lint skips them.
const LINT_FIXTURES = 'tests/lint/fixtures'

/** What the web app may not import: the server's code, and (outside tests) lucide-react's components. */
function webImports({ lucide }) {
  return {
    patterns: [{ group: ['~/server/*', '**/server/*'], message: 'The web app talks to the server over HTTP only.' }],
    paths: lucide
      ? []
      : [
          {
            name: 'lucide-react',
            message:
              "Draw an icon with lucideIcon (src/web/components/ui/lucide-icon.tsx) from its module, 'lucide-react/icons/<name>': the same markup without lucide's work per render.",
          },
        ],
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
      'data',
      LINT_FIXTURES,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  // React's rules where React code lives: the web app (its hooks are .ts files too) and any .tsx
  // (the server's email layout). Their React Compiler analysis of every function was two thirds of
  // the whole lint's time when it also read the server, the domain, the tests and the scripts.
  {
    files: ['src/web/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the modules an import leads to, as its own TypeScript preset sets it.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: path.join(root, 'tsconfig.json') } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': MAX_FUNCTION_LINES },
  },
  // ESLint refuses an empty `files`: the exemption stands only while a file is on the list.
  ...(LONG_FUNCTIONS_TO_SPLIT.length
    ? [{ files: LONG_FUNCTIONS_TO_SPLIT, rules: { 'max-lines-per-function': 'off' } }]
    : []),
  { files: ['src/**/*.{ts,tsx,mjs}'], rules: { 'max-lines': MAX_FILE_LINES } },
  { files: Object.keys(LONG_FILES), rules: { 'max-lines': 'off' } },
  // The zones above see where an import lands; these keep src/domain to an allow-list of packages.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', domainPackages(DOMAIN_PACKAGES)] },
  },
  {
    files: ['src/domain/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', domainPackages([...DOMAIN_PACKAGES, ...DOMAIN_TEST_PACKAGES])] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { bountiful: { rules: { 'no-session-token-in-query-key': noSessionTokenInQueryKey } } },
    rules: {
      'bountiful/no-session-token-in-query-key': 'error',
      'no-restricted-imports': ['error', webImports({ lucide: false })],
    },
  },
  {
    // Tests compare the icons with lucide-react's own components.
    files: ['src/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', webImports({ lucide: true })] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/web/*', '**/web/*'], message: 'The server never imports the web app.' }] },
      ],
    },
  },
)
