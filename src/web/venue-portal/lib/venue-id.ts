import { useParams } from 'react-router'

/** The route's venue id; anything but a positive whole number is 0, which no query asks for. */
export const venueIdOf = (param: string | undefined) => {
  const n = Number(param)
  return Number.isInteger(n) && n > 0 ? n : 0
}

export const useVenueId = () => venueIdOf(useParams().venueId)
