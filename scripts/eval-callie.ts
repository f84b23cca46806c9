// npm run eval:callie: the public evaluation of Callie's built-in engine (eval/callie). Prints the
// figures and exits non-zero when a goal is missed. `--failures` lists every request not read whole.
import { parseConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import {
  evaluateConversations,
  evaluateReader,
  meetsReaderGoals,
  READER_GOALS,
  type ReaderReport,
} from '../eval/callie/evaluate'

const pct = (x: number) => `${(x * 100).toFixed(1)} %`

function printFailures(report: ReaderReport) {
  for (const o of report.outcomes) {
    if (!o.wrong.length && !o.against.length) continue
    console.log(`\n  "${o.text}"`)
    for (const w of o.wrong)
      console.log(`    ${w.slot}: wanted ${JSON.stringify(w.wanted)}, read ${JSON.stringify(w.read)}`)
    for (const a of o.against) console.log(`    AGAINST what was said: ${a.slot} ${JSON.stringify(a.value)}`)
  }
}

const report = evaluateReader(parseConciergeRequest)
if (process.argv.includes('--failures')) printFailures(report)
console.log(`Callie, built-in engine: ${report.requests} requests, ${report.slotChecks} slot checks`)
console.log(`  slots read right:                 ${pct(report.slotsRight)} (goal ≥ ${pct(READER_GOALS.slotsRight)})`)
console.log(
  `  requests read whole:              ${pct(report.requestsWhole)} (goal ≥ ${pct(READER_GOALS.requestsWhole)})`,
)
console.log(`  slots read against what was said: ${report.against} (goal ${READER_GOALS.against})`)
const conversations = await evaluateConversations()
if (!conversations) console.log('  conversations: not yet')
else {
  console.log(`  conversations: ${conversations.reachedOutcome}/${conversations.conversations} reached their outcome`)
  console.log(`  recommendations breaking a hard constraint: ${conversations.hardConstraintBreaks}`)
  console.log(`  venues or prices not from a tool: ${conversations.notFromATool}`)
  console.log(`  questions per conversation: ${conversations.questionsPerConversation.toFixed(1)}`)
}
const ok = meetsReaderGoals(report)
console.log(ok ? 'All goals met.' : 'Goals missed (run with --failures to see which requests).')
process.exitCode = ok ? 0 : 1
