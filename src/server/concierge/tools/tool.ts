// Callie's tools: read-only questions about the catalogue, each with a zod input and output and a
// description a language model or an outside agent reads. The built-in engine, the model engine and
// the MCP server call the same list (callie-tools.ts). No tool books, holds, charges or emails.
import type { z } from 'zod'
import type { Db } from '../../db/client'

export type ToolContext = { db: Db; now: Date }

export type CallieTool<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  name: string
  description: string
  input: I
  output: O
  run(ctx: ToolContext, input: z.output<I>): Promise<z.input<O>>
}

/** Typed at the definition (the list holds them as CallieTool: `run` is a method, so it widens). */
export const defineTool = <I extends z.ZodType, O extends z.ZodType>(tool: CallieTool<I, O>) => tool

/** A question the tool cannot answer (an unknown venue): told to the caller, never a 500. */
export class ToolError extends Error {}
