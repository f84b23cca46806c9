// GET /api/experiences/:id and GET /api/venues/search/by-experience/:id: an experience named by
// its numeric id or its slug (experiences.ts); one that names nothing is a 404.
import { z } from 'zod'
import { text } from '../text-field'

export const experienceParamsSchema = z.object({ id: text().max(100) })
