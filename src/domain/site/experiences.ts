// Experiences are data: named by numeric id (/api/experiences/4, as first published) or by slug.
import { EXPERIENCES } from '../options'

export type Experience = (typeof EXPERIENCES)[number]

export function findExperience(idOrSlug: string): Experience | undefined {
  const key = idOrSlug.trim().toLowerCase()
  if (/^\d+$/.test(key)) return EXPERIENCES.find((e) => e.id === Number(key))
  return EXPERIENCES.find((e) => e.slug === key)
}
