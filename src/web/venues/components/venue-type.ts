import { VENUE_TYPES } from '~/domain/options'

export const venueTypeLabel = (type: string) => VENUE_TYPES.find((t) => t.value === type)?.label ?? type
