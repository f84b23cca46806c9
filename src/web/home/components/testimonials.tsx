// 'What Clients Say': only what hosts wrote after real events (GET /api/testimonials). With no
// such review yet the section is not shown at all: a made-up quote would be a lie.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as quoteIcon from 'lucide-react/icons/quote'
import { Rating } from '~/web/components/rating'
import { useTestimonials } from '../api/get-testimonials'

const Quote = lucideIcon(quoteIcon)

export function Testimonials() {
  const testimonials = useTestimonials()
  if (testimonials.length === 0) return null
  return (
    <section aria-labelledby="clients-title" className="mx-auto max-w-5xl px-4 py-24 text-center sm:px-6 lg:px-8">
      <h2 id="clients-title" className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
        What Clients Say
      </h2>
      <p className="mt-3 text-sm text-ink-600">Reviews hosts wrote after their event.</p>
      <ul className="mt-10 grid gap-10">
        {testimonials.map((t) => (
          <li key={t.id}>
            <figure>
              <Quote className="mx-auto size-8 text-terracotta-300" aria-hidden />
              <blockquote className="mt-4 font-display text-xl leading-relaxed text-ink-800 italic sm:text-2xl">
                “{t.text}”
              </blockquote>
              <figcaption className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm text-ink-600">
                <span>
                  <span className="font-semibold text-ink-900">{t.firstName}</span>, {t.city}
                </span>
                <Rating value={t.rating} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
