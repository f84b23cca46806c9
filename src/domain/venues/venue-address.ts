// A venue's address with its city and state once. Stored addresses usually end with them already
// ("Lincoln Park, Chicago, IL 60614"); some name only the street.

/** 'Lincoln Park, Chicago, IL 60614' + 'Chicago, IL' → the address alone; '10 Main St' → '10 Main St, Chicago, IL'. */
export function venueAddressLine(address: string, location: string): string {
  const state = /,\s*([A-Z]{2})$/.exec(location.trim())?.[1]
  const city = location.split(',')[0]?.trim().toLowerCase()
  const folded = address.toLowerCase()
  const namesState = state !== undefined && new RegExp(`,\\s*${state}(\\s+\\d{5}(-\\d{4})?)?\\s*$`).test(address.trim())
  if (namesState || (city && folded.includes(`, ${city},`))) return address
  return `${address}, ${location}`
}
