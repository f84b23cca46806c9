// The one list of Callie's tools, and the runner an engine calls them through. The runner checks
// every input and output against the tool's schemas and keeps what the tools returned in this
// conversation (venue ids, prices): the grounding filter lets no other venue or price through.
import type { z } from 'zod'
import type { Grounding } from '~/domain/concierge/grounding'
import { allInTool, availabilityTool, compareTool, freeDatesTool } from './availability-tools'
import { searchVenuesTool } from './search-venues-tool'
import { ToolError, type CallieTool, type ToolContext } from './tool'
import { policiesTool, responseTimeTool, spacesTool, venueDetailsTool } from './venue-tools'

export const CALLIE_TOOLS: readonly CallieTool[] = [
  searchVenuesTool,
  venueDetailsTool,
  spacesTool,
  availabilityTool,
  freeDatesTool,
  allInTool,
  policiesTool,
  responseTimeTool,
  compareTool,
]

const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/

/** Adds every venue id (an object with id, slug and name) and every amount of money found in `value`. */
export function collectGrounding(value: unknown, into: Grounding): void {
  if (typeof value === 'string') {
    if (MONEY.test(value) && !into.prices.includes(value)) into.prices.push(value)
    return
  }
  if (Array.isArray(value)) {
    for (const v of value) collectGrounding(v, into)
    return
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (typeof o.id === 'number' && typeof o.slug === 'string' && typeof o.name === 'string')
      if (!into.venueIds.includes(o.id)) into.venueIds.push(o.id)
    for (const v of Object.values(o)) collectGrounding(v, into)
  }
}

export type ToolCallResult = { ok: true; output: unknown } | { ok: false; error: string }

export type ToolRunner = {
  /** A typed call for the built-in engine; a ToolError for a question it cannot answer. */
  call<I extends z.ZodType, O extends z.ZodType>(tool: CallieTool<I, O>, input: z.input<I>): Promise<z.output<O>>
  /** By name, for a model or an outside agent: bad input and unknown venues come back as an error. */
  run(name: string, input: unknown): Promise<ToolCallResult>
  grounding: Grounding
}

export function createToolRunner(ctx: ToolContext, grounding: Grounding = { venueIds: [], prices: [] }): ToolRunner {
  const call = async <I extends z.ZodType, O extends z.ZodType>(tool: CallieTool<I, O>, input: z.input<I>) => {
    const parsed = tool.input.safeParse(input)
    if (!parsed.success) throw new ToolError(parsed.error.issues.map((i) => i.message).join('; '))
    const output = tool.output.parse(await tool.run(ctx, parsed.data)) as z.output<O>
    collectGrounding(output, grounding)
    return output
  }
  return {
    call,
    grounding,
    async run(name, input) {
      const tool = CALLIE_TOOLS.find((t) => t.name === name)
      if (!tool) return { ok: false, error: `No tool named ${name}` }
      try {
        return { ok: true, output: await call(tool, input) }
      } catch (err) {
        if (err instanceof ToolError) return { ok: false, error: err.message }
        throw err
      }
    },
  }
}
