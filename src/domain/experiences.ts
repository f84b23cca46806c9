// Experiences (DESIGN.md §2): named by numeric id (the spec calls /api/experiences/4) or by slug.
import { EXPERIENCES } from './options'

export type Experience = (typeof EXPERIENCES)[number]

export function findExperience(idOrSlug: string): Experience | undefined {
  const key = idOrSlug.trim().toLowerCase()
  if (/^\d+$/.test(key)) return EXPERIENCES.find((e) => e.id === Number(key))
  return EXPERIENCES.find((e) => e.slug === key)
}
