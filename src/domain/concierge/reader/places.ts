// Neighbourhoods and landmarks of our active cities, so "Brooklyn", "Miami Beach" or "Wicker Park"
// names the city and keeps the part of town. The seeded venues stand in the first names of each
// list (src/server/db/seed/city-areas.ts); the others are what planners call the same places.
// A name several cities share ("Chinatown") names a city only with the city beside it.
import { allMatches } from './text'

/** City slug → [phrase (regex source, case-insensitive), name said back]. */
const NEIGHBOURHOODS: Readonly<Record<string, readonly [string, string][]>> = {
  'new-york': [
    ['brooklyn', 'Brooklyn'],
    ['williamsburg', 'Williamsburg'],
    ['dumbo', 'DUMBO'],
    ['park slope', 'Park Slope'],
    ['soho', 'SoHo'],
    ['noho', 'NoHo'],
    ['nolita', 'Nolita'],
    ['(?:the )?west village', 'West Village'],
    ['greenwich village', 'Greenwich Village'],
    ['flatiron(?: district)?', 'Flatiron'],
    ['nomad', 'NoMad'],
    ['chelsea', 'Chelsea'],
    ['tribeca', 'Tribeca'],
    ['(?:the )?lower east side|LES', 'Lower East Side'],
    ['midtown(?: manhattan| east| west)?', 'Midtown'],
    ['times square', 'Times Square'],
    ["hell'?s kitchen", "Hell's Kitchen"],
    ['(?:the )?meatpacking(?: district)?', 'Meatpacking District'],
    ['(?:the )?upper west side|UWS', 'Upper West Side'],
    ['(?:the )?upper east side|UES', 'Upper East Side'],
    ['hudson yards', 'Hudson Yards'],
    ['gramercy(?: park)?', 'Gramercy'],
    ['murray hill', 'Murray Hill'],
    ['harlem', 'Harlem'],
    ['wall street|fidi', 'Financial District'],
    ['long island city|LIC', 'Long Island City'],
    ['astoria', 'Astoria'],
    ['rockefeller center', 'Rockefeller Center'],
  ],
  'san-francisco': [
    ['(?:the )?mission district|the mission', 'Mission District'],
    ['north beach', 'North Beach'],
    ['soma|south of market', 'SoMa'],
    ['hayes valley', 'Hayes Valley'],
    ['the marina(?: district)?|marina district', 'the Marina'],
    ['nob hill', 'Nob Hill'],
    ['(?:the )?embarcadero', 'the Embarcadero'],
    ["fisherman'?s wharf", "Fisherman's Wharf"],
    ['(?:the )?castro', 'the Castro'],
    ['pacific heights', 'Pacific Heights'],
    ['russian hill', 'Russian Hill'],
    ['dogpatch', 'Dogpatch'],
    ['(?:the )?presidio', 'the Presidio'],
    ['ferry building', 'Ferry Building'],
    ['jackson square', 'Jackson Square'],
  ],
  chicago: [
    ['(?:the )?west loop', 'West Loop'],
    ['river north', 'River North'],
    ['(?:the )?gold coast', 'Gold Coast'],
    ['(?:the )?south loop', 'South Loop'],
    ['the loop', 'the Loop'],
    ['wicker park', 'Wicker Park'],
    ['lincoln park', 'Lincoln Park'],
    ['fulton market', 'Fulton Market'],
    ['logan square', 'Logan Square'],
    ['bucktown', 'Bucktown'],
    ['streeterville', 'Streeterville'],
    ['(?:the )?mag(?:nificent)? mile', 'the Magnificent Mile'],
    ['navy pier', 'Navy Pier'],
    ['millennium park', 'Millennium Park'],
    ['wrigleyville', 'Wrigleyville'],
    ['pilsen', 'Pilsen'],
    ['andersonville', 'Andersonville'],
  ],
  'san-diego': [
    ['(?:the )?gaslamp(?: quarter| district)?', 'Gaslamp Quarter'],
    ['la jolla', 'La Jolla'],
    ['north park', 'North Park'],
    ['coronado', 'Coronado'],
    ['point loma', 'Point Loma'],
    ['pacific beach', 'Pacific Beach'],
    ['mission beach', 'Mission Beach'],
    ['hillcrest', 'Hillcrest'],
    ['balboa park', 'Balboa Park'],
    ['seaport village', 'Seaport Village'],
  ],
  boston: [
    ['back bay', 'Back Bay'],
    ['beacon hill', 'Beacon Hill'],
    ['(?:the )?north end', 'North End'],
    ['(?:the )?(?:boston )?seaport(?: district)?', 'Seaport'],
    ['(?:the )?south end', 'South End'],
    ['fenway', 'Fenway'],
    ['downtown crossing', 'Downtown Crossing'],
    ['cambridge', 'Cambridge'],
    ['harvard square', 'Harvard Square'],
    ['kendall square', 'Kendall Square'],
    ['somerville', 'Somerville'],
    ['faneuil hall', 'Faneuil Hall'],
    ['newbury street', 'Newbury Street'],
    ['charlestown', 'Charlestown'],
  ],
  miami: [
    ['miami beach', 'Miami Beach'],
    ['south beach|sobe', 'South Beach'],
    ['brickell', 'Brickell'],
    ['wynwood', 'Wynwood'],
    ['(?:the )?design district', 'Design District'],
    ['coconut grove', 'Coconut Grove'],
    ['little havana', 'Little Havana'],
    ['downtown miami', 'Downtown Miami'],
    ['edgewater', 'Edgewater'],
    ['coral gables', 'Coral Gables'],
    ['key biscayne', 'Key Biscayne'],
    ['bal harbou?r', 'Bal Harbour'],
  ],
  seattle: [
    ['capitol hill', 'Capitol Hill'],
    ['pike place(?: market)?', 'Pike Place'],
    ['ballard', 'Ballard'],
    ['pioneer square', 'Pioneer Square'],
    ['south lake union|SLU', 'South Lake Union'],
    ['fremont(?! street| st\\b)', 'Fremont'],
    ['belltown', 'Belltown'],
    ['queen anne', 'Queen Anne'],
    ['bellevue', 'Bellevue'],
    ['space needle', 'the Space Needle'],
    ['wallingford', 'Wallingford'],
  ],
  'las-vegas': [
    ['the (?:las vegas |vegas )?strip|las vegas strip|vegas strip', 'the Strip'],
    ['fremont street|fremont st', 'Fremont Street'],
    ['summerlin', 'Summerlin'],
    ['downtown (?:las )?vegas', 'Downtown Las Vegas'],
    ['henderson', 'Henderson'],
  ],
  'napa-valley': [
    ['downtown napa', 'Downtown Napa'],
    ['(?:the )?oxbow(?: district| market)?', 'Oxbow District'],
    ['yountville', 'Yountville'],
    ['st\\.? helena|saint helena', 'St. Helena'],
    ['rutherford', 'Rutherford'],
    ['silverado', 'Silverado'],
    ['carneros', 'Carneros'],
    ['oakville', 'Oakville'],
    ['calistoga', 'Calistoga'],
  ],
}

/** Names several of our cities share. */
const SHARED: readonly [string, string, readonly string[]][] = [
  ['chinatown', 'Chinatown', ['san-francisco', 'new-york', 'chicago', 'boston', 'las-vegas']],
  ['little italy', 'Little Italy', ['new-york', 'san-diego']],
  ['(?:the )?east village', 'East Village', ['new-york', 'san-diego']],
  ['union square', 'Union Square', ['san-francisco', 'new-york']],
  ['(?:the )?financial district', 'Financial District', ['san-francisco', 'new-york', 'boston']],
  ['old town', 'Old Town', ['san-diego', 'chicago']],
  ['(?:the )?arts district', 'Arts District', ['las-vegas']],
]

export type PlaceHit = { name: string; citySlugs: string[]; index: number; length: number }

const PLACES: readonly [string, string, readonly string[]][] = [
  ...Object.entries(NEIGHBOURHOODS).flatMap(([slug, list]) =>
    list.map(([source, name]) => [source, name, [slug]] as [string, string, readonly string[]]),
  ),
  ...SHARED,
].sort((a, b) => b[0].length - a[0].length)

/** Abbreviations in capitals only ("LES", "SLU"), never the same letters in running text. */
const isAbbreviation = (s: string) => /^[A-Z]{2,4}$/.test(s)

function topLevelAlternatives(source: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '(') depth++
    else if (source[i] === ')') depth--
    else if (source[i] === '|' && depth === 0) {
      parts.push(source.slice(start, i))
      start = i + 1
    }
  }
  return [...parts, source.slice(start)]
}

/** Every neighbourhood or landmark named, each phrase once, longest names first. */
const PLACE_RES = PLACES.flatMap(([source, name, slugs]) =>
  topLevelAlternatives(source).map(
    (alt) => [new RegExp(`(?<![\\w.])(?:${alt})(?![\\w])`, isAbbreviation(alt) ? 'g' : 'gi'), name, slugs] as const,
  ),
)

export function findPlaces(value: string): PlaceHit[] {
  const hits: PlaceHit[] = []
  let rest = value
  for (const [re, name, slugs] of PLACE_RES) {
    for (const m of allMatches(rest, re)) {
      hits.push({ name, citySlugs: [...slugs], index: m.index, length: m[0].length })
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length)
    }
  }
  return hits.sort((a, b) => a.index - b.index)
}
