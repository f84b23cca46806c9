// A package's menu, edited in the portal: its courses, the dishes of each (more than one is a
// choice guests make on their RSVP), and each dish's allergens among the nine and the diets it
// suits, which the kitchen sheet checks against what guests told us.
import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm, type Control, type Resolver, type UseFormRegister } from 'react-hook-form'
import { ALLERGEN_LABELS, ALLERGENS } from '~/domain/kitchen/allergens'
import { MENU_LIMITS, menuSchema, type Menu } from '~/domain/kitchen/menu'
import { DIETARY_OPTIONS } from '~/domain/options'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { usePackageMenu, useSavePackageMenu } from '../api/package-menu'
import { LoadFailed, Loading } from './portal-ui'

const newDish = () =>
  ({ name: '', description: '', allergens: [], diets: [] }) satisfies Menu['courses'][number]['dishes'][number]
const newCourse = (): Menu['courses'][number] => ({ name: '', dishes: [newDish()] })

export function MenuEditor({
  venueId,
  packageId,
  packageName,
  onDone,
}: {
  venueId: number
  packageId: number
  packageName: string
  onDone: () => void
}) {
  const menu = usePackageMenu(venueId, packageId)
  if (menu.isPending) return <Loading what="the menu" />
  if (menu.isError) return <LoadFailed what="The menu" error={menu.error} />
  return <MenuForm venueId={venueId} packageId={packageId} packageName={packageName} menu={menu.data} onDone={onDone} />
}

function MenuForm({
  venueId,
  packageId,
  packageName,
  menu,
  onDone,
}: {
  venueId: number
  packageId: number
  packageName: string
  menu: Menu
  onDone: () => void
}) {
  const save = useSavePackageMenu(venueId, packageId)
  const form = useForm<Menu>({
    resolver: zodResolver(menuSchema) as unknown as Resolver<Menu>,
    defaultValues: { courses: menu.courses.length ? menu.courses : [newCourse()] },
  })
  const { control, register, formState } = form
  const courses = useFieldArray({ control, name: 'courses' })
  const onSubmit = useSubmitForm(form, {
    fields: ['courses'],
    send: (data) => save.mutateAsync(data),
    successToast: () => ({ title: 'Menu saved', description: packageName }),
    onSuccess: onDone,
    failureToast: (error) => ({ title: 'Menu not saved', description: serverMessageOf(error) }),
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Menu of ${packageName}`} className="grid gap-4">
      <h3 className="font-semibold text-ink-900">Menu of {packageName}</h3>
      <p className="text-sm text-ink-700">
        A course with more than one dish is a choice guests make when they answer. Remove every course to have no menu.
      </p>
      {courses.fields.map((course, i) => (
        <fieldset key={course.id} className="grid gap-3 rounded-lg border border-ivory-300 p-3">
          <legend className="px-1 text-sm font-semibold text-ink-900">Course {i + 1}</legend>
          <FormField label={`Course ${i + 1} name`} error={formState.errors.courses?.[i]?.name?.message}>
            {(c) => <Input {...c} placeholder="Starter" {...register(`courses.${i}.name`)} />}
          </FormField>
          <Dishes control={control} register={register} course={i} errors={formState.errors} />
          <div>
            <Button variant="outline" size="sm" onClick={() => courses.remove(i)}>
              Remove course {i + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      {courses.fields.length < MENU_LIMITS.courses && (
        <div>
          <Button variant="outline" onClick={() => courses.append(newCourse())}>
            Add a course
          </Button>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" disabled={formState.isSubmitting}>
          Save the menu
        </Button>
        <Button variant="outline" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function Dishes({
  control,
  register,
  course,
  errors,
}: {
  control: Control<Menu>
  register: UseFormRegister<Menu>
  course: number
  errors: ReturnType<typeof useForm<Menu>>['formState']['errors']
}) {
  const dishes = useFieldArray({ control, name: `courses.${course}.dishes` })
  const courseErrors = errors.courses?.[course]
  return (
    <div className="grid gap-3">
      {dishes.fields.map((dish, j) => {
        const label = `Course ${course + 1}, dish ${j + 1}`
        return (
          <div key={dish.id} className="grid gap-3 border-l-2 border-ivory-300 pl-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={`${label} name`} error={courseErrors?.dishes?.[j]?.name?.message}>
                {(c) => <Input {...c} {...register(`courses.${course}.dishes.${j}.name`)} />}
              </FormField>
              <FormField label={`${label} description (optional)`}>
                {(c) => <Input {...c} {...register(`courses.${course}.dishes.${j}.description`)} />}
              </FormField>
            </div>
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-medium text-ink-900">{label}: contains</legend>
              <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
                {ALLERGENS.map((a) => (
                  <label key={a} className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
                    <input
                      type="checkbox"
                      value={a}
                      className="size-4 accent-terracotta-600"
                      {...register(`courses.${course}.dishes.${j}.allergens`)}
                    />
                    {ALLERGEN_LABELS[a]}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-medium text-ink-900">{label}: suits</legend>
              <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
                {DIETARY_OPTIONS.map((d) => (
                  <label key={d.value} className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
                    <input
                      type="checkbox"
                      value={d.value}
                      className="size-4 accent-terracotta-600"
                      {...register(`courses.${course}.dishes.${j}.diets`)}
                    />
                    {d.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {dishes.fields.length > 1 && (
              <div>
                <Button variant="outline" size="sm" onClick={() => dishes.remove(j)}>
                  Remove {label.toLowerCase()}
                </Button>
              </div>
            )}
          </div>
        )
      })}
      {courseErrors?.dishes?.message && <p className="text-sm text-destructive">{courseErrors.dishes.message}</p>}
      {dishes.fields.length < MENU_LIMITS.dishes && (
        <div>
          <Button variant="outline" size="sm" onClick={() => dishes.append(newDish())}>
            Add a dish to course {course + 1}
          </Button>
        </div>
      )}
    </div>
  )
}
