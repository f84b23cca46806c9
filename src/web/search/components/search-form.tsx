import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronDownIcon from 'lucide-react/icons/chevron-down'
import * as searchIcon from 'lucide-react/icons/search'
import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { ACTIVE_CITIES, cityLabel, comingSoonCityMessage, matchCity, unsupportedCityMessage } from '~/domain/cities'
import { Button } from '~/web/components/ui/button'
import { Label } from '~/web/components/ui/label'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { paramsFromSearchValues, type SearchFormValues } from '../lib/search-values'
import { DateField } from './date-field'
import { GuestsField } from './guests-field'
import { LocationCombobox } from './location-combobox'
import { TimeField } from './time-field'

const ChevronDown = lucideIcon(chevronDownIcon)
const Search = lucideIcon(searchIcon)

// Loaded when first shown: keeps the slider, checkboxes and budget rules off the landing page.
const AdvancedOptions = lazy(() => import('./advanced-options').then((m) => ({ default: m.AdvancedOptions })))

type Props = {
  defaultValues: SearchFormValues
  /** Params the results page keeps across a new search (lastMinute, experienceType, type, sort). */
  carry?: URLSearchParams
  /** The guest count a link asked for, when it was outside 8-60 and corrected. */
  guestsCorrectedFrom?: number
  className?: string
  id?: string
}

/** Location, date, time, guests and advanced options; 'Find Venues' checks the city first. */
export function SearchForm({ defaultValues, carry, guestsCorrectedFrom, className, id: formId }: Props) {
  const id = useId()
  const navigate = useNavigate()
  const hasAdvanced = !!(
    defaultValues.budget ||
    defaultValues.vibe ||
    defaultValues.dietary.length ||
    defaultValues.features.length
  )
  const [showAdvanced, setShowAdvanced] = useState(hasAdvanced)
  const [cityMessage, setCityMessage] = useState<string | null>(null)
  // Plain state: no field here has its own validation (the city check runs on submit), so a form
  // library would only add weight to the landing page.
  const [values, setValues] = useState<SearchFormValues>(defaultValues)
  const setValue = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const { budget, vibe, dietary, features } = values

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const location = values.location.trim()
    if (!location) {
      setCityMessage(null)
      toast({
        title: 'Please select a location',
        description: "Enter a city where you'd like to find venues",
        variant: 'destructive',
      })
      return
    }
    const match = matchCity(location)
    if (match.kind === 'unsupported') {
      setCityMessage(unsupportedCityMessage(match.typed))
      toast({
        title: 'City not yet available',
        description: unsupportedCityMessage(match.typed),
        variant: 'destructive',
      })
      return
    }
    if (match.kind === 'coming_soon') {
      const message = comingSoonCityMessage(match.city.name)
      setCityMessage(message)
      toast({ title: 'Coming soon!', description: message })
      return
    }
    setCityMessage(null)
    navigate(paths.search(paramsFromSearchValues(values, carry).toString()))
  }

  return (
    // action and method: submitted before the page's scripts have run (a server-rendered page starts
    // them after its first paint), the form still reaches the results with its location and guests.
    <form
      id={formId}
      action="/search"
      method="get"
      onSubmit={onSubmit}
      noValidate
      aria-label="Search venues"
      className={cn('grid gap-5', className)}
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.15fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-2 md:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <LocationCombobox
            id={`${id}-location`}
            value={values.location}
            onChange={(v) => {
              setValue('location', v)
              setCityMessage(null)
            }}
            invalid={!!cityMessage}
            describedBy={cityMessage ? `${id}-city-message` : undefined}
          />
        </div>
        <div className="grid content-start gap-2">
          <Label id={`${id}-date-label`} htmlFor={`${id}-date`}>
            Date
          </Label>
          <DateField
            id={`${id}-date`}
            labelId={`${id}-date-label`}
            value={values.date}
            onChange={(v) => setValue('date', v)}
          />
        </div>
        <div className="grid content-start gap-2">
          <span id={`${id}-time-label`} className="text-sm font-medium text-ink-800">
            Time
          </span>
          <TimeField labelId={`${id}-time-label`} value={values.time} onChange={(v) => setValue('time', v)} />
        </div>
        <div className="grid content-start gap-2 md:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-guests`}>Guests</Label>
          <GuestsField
            id={`${id}-guests`}
            value={values.guests}
            onChange={(v) => setValue('guests', v)}
            correctedFrom={guestsCorrectedFrom}
          />
        </div>
      </div>

      {cityMessage && (
        <p
          id={`${id}-city-message`}
          role="alert"
          className="rounded-xl border border-terracotta-200 bg-terracotta-50 px-4 py-3 text-sm wrap-anywhere text-terracotta-900"
        >
          {cityMessage}
        </p>
      )}

      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          aria-expanded={showAdvanced}
          aria-controls={`${id}-advanced`}
          onClick={() => setShowAdvanced((s) => !s)}
          className="inline-flex items-center gap-1.5 self-start rounded-full px-1 py-1 text-sm font-medium text-terracotta-700 hover:text-terracotta-900"
        >
          {showAdvanced ? 'Hide Advanced Options' : 'Show Advanced Options'}
          <ChevronDown className={cn('size-4 transition-transform', showAdvanced && 'rotate-180')} aria-hidden />
        </button>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Search aria-hidden /> Find Venues
        </Button>
      </div>

      <div id={`${id}-advanced`} hidden={!showAdvanced}>
        {showAdvanced && (
          <Suspense fallback={<div className="h-48" />}>
            <AdvancedOptions
              budget={budget}
              onBudgetChange={(v) => setValue('budget', v)}
              vibe={vibe}
              onVibeChange={(v) => setValue('vibe', v)}
              dietary={dietary}
              onDietaryChange={(v) => setValue('dietary', v)}
              features={features}
              onFeaturesChange={(v) => setValue('features', v)}
            />
          </Suspense>
        )}
      </div>

      <ServedCities
        onPick={(label) => {
          setValue('location', label)
          setCityMessage(null)
        }}
      />
    </form>
  )
}

/** The cities open today, each a button that fills in the location. */
function ServedCities({ onPick }: { onPick: (label: string) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-xs font-semibold tracking-wider text-ink-600 uppercase">Now serving</span>
      {ACTIVE_CITIES.map((c) => (
        <button
          key={c.slug}
          type="button"
          onClick={() => onPick(cityLabel(c))}
          className="rounded-full border border-ivory-300 bg-ivory-50 px-3 py-1 text-xs font-medium text-ink-700 transition-colors hover:border-terracotta-300 hover:bg-terracotta-50 hover:text-terracotta-800"
        >
          {c.name}
        </button>
      ))}
    </div>
  )
}
