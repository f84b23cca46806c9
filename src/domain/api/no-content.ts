// The answer of a write that has nothing to say: 204 No Content, no body.
import { z } from 'zod'

export const noContentSchema = z.null().describe('No content')
