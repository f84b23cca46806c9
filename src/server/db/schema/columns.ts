// Column builders the feature schemas share (not tables: index.ts does not re-export this file).
import { customType, timestamp } from 'drizzle-orm/pg-core'
import { clockToTime, isValidTime, timeToClock } from '../../../domain/time-constants'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A time of day, stored as PostgreSQL `time` (so SQL compares and sorts it) and read and written
 * in the form the API and every screen use ('7:00 PM'). Anything else goes to PostgreSQL as it
 * came, which refuses what is not a time (a 400 through the error handler, never a wrong row).
 */
export const timeOfDay = customType<{ data: string; driverData: string }>({
  dataType: () => 'time',
  toDriver: (value) => (isValidTime(value) ? timeToClock(value) : value),
  fromDriver: (value) => clockToTime(value),
})
