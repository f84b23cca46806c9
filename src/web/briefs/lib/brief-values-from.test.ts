import { describe, expect, it } from 'vitest'
import { briefCriteriaOf } from '../briefs-paths'
import { briefValuesFrom } from './brief-values-from'

const from = (query: string) => briefValuesFrom(briefCriteriaOf(new URLSearchParams(query)))

describe("the brief form's first values from a search", () => {
  it("takes the search's date, time, guests, dietary needs and the top of its budget", () => {
    expect(
      from(
        'location=Chicago%2C%20IL&date=2030-03-14&time=7%3A30%20PM&guests=24&dietary=vegan,halal&budget=50-150&sort=price',
      ),
    ).toEqual({ date: '2030-03-14', time: '7:30 PM', guests: 24, dietary: ['vegan', 'halal'], budgetPerPerson: '150' })
  })

  it('leaves out what the form does not offer, so the form keeps its own first value', () => {
    expect(from('date=2030-02-30&time=7pm&guests=75&dietary=paleo&budget=200-50')).toEqual({})
    expect(from('guests=7&time=3%3A00%20AM&budget=abc')).toEqual({})
    expect(from('dietary=vegan,paleo,vegan')).toEqual({ dietary: ['vegan'] })
    expect(from('')).toEqual({})
  })
})
