// A package's menu as data: courses, the dishes of each, what each dish contains among
// the nine major allergens and the diets it suits. A course with more than one dish is a choice the
// guests make on their RSVP.
import { z } from 'zod'
import { text } from '../text-field'
import { DIETARY_IDS, type Dietary } from '../options'
import { ALLERGENS, type Allergen } from './allergens'

export const MENU_LIMITS = { courses: 8, dishes: 12, name: 120, description: 500 } as const

export const MENU_MESSAGES = {
  courseName: 'Each course needs a name',
  dishName: 'Each dish needs a name',
  noDishes: 'Each course needs at least one dish',
  duplicateCourse: 'Two courses have the same name',
  duplicateDish: 'Two dishes of a course have the same name',
  allergen: `Allergens must be among: ${ALLERGENS.join(', ')}`,
  diet: `Diets must be among: ${DIETARY_IDS.join(', ')}`,
  tooManyCourses: `At most ${MENU_LIMITS.courses} courses`,
  tooManyDishes: `At most ${MENU_LIMITS.dishes} dishes a course`,
} as const

export type Dish = { name: string; description: string; allergens: Allergen[]; diets: Dietary[] }
export type Course = { name: string; dishes: Dish[] }
export type Menu = { courses: Course[] }

const nameField = (message: string) => text({ error: message }).trim().min(1, message).max(MENU_LIMITS.name, message)

const dishSchema = z.object({
  name: nameField(MENU_MESSAGES.dishName),
  description: z.preprocess((v) => v ?? '', text().trim().max(MENU_LIMITS.description)),
  allergens: z
    .array(z.enum(ALLERGENS, { error: MENU_MESSAGES.allergen }), { error: MENU_MESSAGES.allergen })
    .max(ALLERGENS.length)
    .default([])
    .transform((xs) => ALLERGENS.filter((a) => xs.includes(a))),
  diets: z
    .array(z.enum(DIETARY_IDS, { error: MENU_MESSAGES.diet }), { error: MENU_MESSAGES.diet })
    .max(DIETARY_IDS.length)
    .default([])
    .transform((xs) => DIETARY_IDS.filter((d) => xs.includes(d))),
})

const courseSchema = z.object({
  name: nameField(MENU_MESSAGES.courseName),
  dishes: z
    .array(dishSchema, { error: MENU_MESSAGES.noDishes })
    .min(1, MENU_MESSAGES.noDishes)
    .max(MENU_LIMITS.dishes, MENU_MESSAGES.tooManyDishes),
})

const lower = (s: string) => s.toLowerCase()

/** PUT …/packages/:packageId/menu: the whole menu; `{ courses: [] }` removes it. */
export const menuSchema = z
  .object({
    courses: z
      .array(courseSchema, { error: 'Courses must be a list' })
      .max(MENU_LIMITS.courses, MENU_MESSAGES.tooManyCourses),
  })
  .superRefine((m, ctx) => {
    const seen = new Set<string>()
    m.courses.forEach((c, i) => {
      if (seen.has(lower(c.name)))
        ctx.addIssue({ code: 'custom', path: ['courses', i, 'name'], message: MENU_MESSAGES.duplicateCourse })
      seen.add(lower(c.name))
      const dishes = new Set<string>()
      c.dishes.forEach((d, j) => {
        if (dishes.has(lower(d.name)))
          ctx.addIssue({
            code: 'custom',
            path: ['courses', i, 'dishes', j, 'name'],
            message: MENU_MESSAGES.duplicateDish,
          })
        dishes.add(lower(d.name))
      })
    })
  })

/** Courses where guests choose (more than one dish); a single-dish course is served to everyone. */
export const choiceCourses = (menu: Menu): Course[] => menu.courses.filter((c) => c.dishes.length > 1)

export function findDish(menu: Menu, course: string, dish: string): Dish | undefined {
  return menu.courses.find((c) => lower(c.name) === lower(course))?.dishes.find((d) => lower(d.name) === lower(dish))
}

/** What a guest is served: her choice where she made one, the only dish elsewhere. */
export function servedDishes(menu: Menu, choices: readonly { course: string; dish: string }[]) {
  return menu.courses.flatMap((c) => {
    const chosen = choices.find((x) => lower(x.course) === lower(c.name))
    const dish = chosen
      ? c.dishes.find((d) => lower(d.name) === lower(chosen.dish))
      : c.dishes.length === 1
        ? c.dishes[0]
        : undefined
    return dish ? [{ course: c.name, dish }] : []
  })
}
