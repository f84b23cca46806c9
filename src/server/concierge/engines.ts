// The engines the server answers with: the built-in engine always, a language model engine when
// one is configured (LLM_BASE_URL); a turn falls back to the built-in engine when the model fails.
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { CallieEngines } from './conversation-turn'
import { createBuiltinEngine } from './engine-builtin'
import { createLimitedModelEngine } from './engine-model-limits'

declare module 'fastify' {
  interface FastifyInstance {
    /** Callie's engines (tests put a stand-in in `model`). */
    callieEngines: CallieEngines
  }
}

export function createCallieEngines({ db, config }: { db: Db; config: Config }): CallieEngines {
  return {
    builtin: createBuiltinEngine({ db }),
    model: config.LLM_BASE_URL ? createLimitedModelEngine({ db, config }) : null,
  }
}
