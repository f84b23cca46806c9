// Neighbourhoods of the active cities: where seeded venues stand. Centres are real (rounded to
// about 100 m); a venue is placed within a few hundred metres of its neighbourhood's centre.

export type Area = {
  name: string
  lat: number
  lng: number
  zip: string
  streets: readonly string[]
  /** The town a postal address names, when it is not the city itself. */
  locality?: string
}

export const CITY_AREAS: Readonly<Record<string, readonly Area[]>> = {
  'san-francisco': [
    { name: 'Mission District', lat: 37.7599, lng: -122.4148, zip: '94110', streets: ['Valencia St', 'Mission St', '18th St'] },
    { name: 'North Beach', lat: 37.8061, lng: -122.4103, zip: '94133', streets: ['Columbus Ave', 'Grant Ave', 'Stockton St'] },
    { name: 'SoMa', lat: 37.7785, lng: -122.4056, zip: '94103', streets: ['Folsom St', 'Howard St', '2nd St'] },
    { name: 'Hayes Valley', lat: 37.7759, lng: -122.4245, zip: '94102', streets: ['Hayes St', 'Octavia Blvd', 'Gough St'] },
    { name: 'the Marina', lat: 37.8037, lng: -122.4368, zip: '94123', streets: ['Chestnut St', 'Union St', 'Fillmore St'] },
    { name: 'the Financial District', lat: 37.7946, lng: -122.3999, zip: '94111', streets: ['Montgomery St', 'California St', 'Sansome St'] },
    { name: 'Nob Hill', lat: 37.793, lng: -122.4161, zip: '94108', streets: ['Mason St', 'Powell St', 'Sacramento St'] },
    { name: 'the Embarcadero', lat: 37.7955, lng: -122.3937, zip: '94105', streets: ['The Embarcadero', 'Steuart St', 'Spear St'] },
  ],
  'new-york': [
    { name: 'SoHo', lat: 40.7233, lng: -74.003, zip: '10012', streets: ['Spring St', 'Prince St', 'Mercer St'] },
    { name: 'the West Village', lat: 40.7358, lng: -74.0036, zip: '10014', streets: ['Bleecker St', 'Hudson St', 'Perry St'] },
    { name: 'Flatiron', lat: 40.7411, lng: -73.9897, zip: '10010', streets: ['Broadway', '5th Ave', 'W 22nd St'] },
    { name: 'Chelsea', lat: 40.7465, lng: -74.0014, zip: '10011', streets: ['10th Ave', 'W 23rd St', '9th Ave'] },
    { name: 'Tribeca', lat: 40.7163, lng: -74.0086, zip: '10013', streets: ['Greenwich St', 'Franklin St', 'Hudson St'] },
    { name: 'the Lower East Side', lat: 40.715, lng: -73.9843, zip: '10002', streets: ['Orchard St', 'Ludlow St', 'Delancey St'] },
    { name: 'Midtown', lat: 40.7549, lng: -73.984, zip: '10036', streets: ['W 44th St', '6th Ave', 'Madison Ave'] },
    { name: 'the Upper West Side', lat: 40.787, lng: -73.9754, zip: '10024', streets: ['Amsterdam Ave', 'Columbus Ave', 'W 79th St'] },
  ],
  chicago: [
    { name: 'the West Loop', lat: 41.8826, lng: -87.649, zip: '60607', streets: ['W Randolph St', 'W Fulton Market', 'N Green St'] },
    { name: 'River North', lat: 41.8924, lng: -87.6341, zip: '60654', streets: ['W Hubbard St', 'W Kinzie St', 'N Wells St'] },
    { name: 'the Gold Coast', lat: 41.9058, lng: -87.6273, zip: '60610', streets: ['N Rush St', 'E Oak St', 'N State St'] },
    { name: 'the Loop', lat: 41.8786, lng: -87.6251, zip: '60603', streets: ['S LaSalle St', 'S Wabash Ave', 'W Monroe St'] },
    { name: 'Wicker Park', lat: 41.9088, lng: -87.6796, zip: '60622', streets: ['N Milwaukee Ave', 'N Damen Ave', 'W Division St'] },
    { name: 'Lincoln Park', lat: 41.9214, lng: -87.6513, zip: '60614', streets: ['N Halsted St', 'W Armitage Ave', 'N Clark St'] },
    { name: 'the South Loop', lat: 41.8569, lng: -87.6246, zip: '60605', streets: ['S Michigan Ave', 'S Indiana Ave', 'E Cermak Rd'] },
  ],
  'san-diego': [
    { name: 'the Gaslamp Quarter', lat: 32.7114, lng: -117.1597, zip: '92101', streets: ['5th Ave', '4th Ave', 'Market St'] },
    { name: 'Little Italy', lat: 32.7237, lng: -117.1686, zip: '92101', streets: ['India St', 'Kettner Blvd', 'Date St'] },
    { name: 'La Jolla', lat: 32.8328, lng: -117.2713, zip: '92037', streets: ['Prospect St', 'Girard Ave', 'Coast Blvd'] },
    { name: 'North Park', lat: 32.7478, lng: -117.1297, zip: '92104', streets: ['30th St', 'University Ave', 'Ray St'] },
    { name: 'Coronado', lat: 32.6859, lng: -117.1831, zip: '92118', streets: ['Orange Ave', 'Ocean Blvd', '1st St'], locality: 'Coronado' },
    { name: 'Point Loma', lat: 32.7233, lng: -117.2298, zip: '92106', streets: ['Rosecrans St', 'Shelter Island Dr', 'Canon St'] },
    { name: 'East Village', lat: 32.7107, lng: -117.1514, zip: '92101', streets: ['Park Blvd', 'J St', '10th Ave'] },
  ],
  boston: [
    { name: 'Back Bay', lat: 42.3503, lng: -71.081, zip: '02116', streets: ['Newbury St', 'Boylston St', 'Dartmouth St'] },
    { name: 'Beacon Hill', lat: 42.3588, lng: -71.0707, zip: '02108', streets: ['Charles St', 'Beacon St', 'Mount Vernon St'] },
    { name: 'the North End', lat: 42.3647, lng: -71.0542, zip: '02113', streets: ['Hanover St', 'Salem St', 'Prince St'] },
    { name: 'the Seaport', lat: 42.3519, lng: -71.0446, zip: '02210', streets: ['Seaport Blvd', 'Congress St', 'Northern Ave'] },
    { name: 'the South End', lat: 42.3416, lng: -71.0746, zip: '02118', streets: ['Tremont St', 'Washington St', 'Columbus Ave'] },
    { name: 'Fenway', lat: 42.3467, lng: -71.0972, zip: '02215', streets: ['Brookline Ave', 'Lansdowne St', 'Van Ness St'] },
    { name: 'Downtown Crossing', lat: 42.3555, lng: -71.0605, zip: '02111', streets: ['Summer St', 'Franklin St', 'Winter St'] },
  ],
  miami: [
    { name: 'Brickell', lat: 25.758, lng: -80.1937, zip: '33131', streets: ['Brickell Ave', 'S Miami Ave', 'SE 1st St'] },
    { name: 'Wynwood', lat: 25.801, lng: -80.1994, zip: '33127', streets: ['NW 2nd Ave', 'NW 25th St', 'NW 23rd St'] },
    { name: 'the Design District', lat: 25.8133, lng: -80.193, zip: '33137', streets: ['NE 40th St', 'NE 2nd Ave', 'NE 39th St'] },
    { name: 'Coconut Grove', lat: 25.727, lng: -80.2414, zip: '33133', streets: ['Main Hwy', 'Grand Ave', 'S Bayshore Dr'] },
    { name: 'Little Havana', lat: 25.7655, lng: -80.219, zip: '33135', streets: ['SW 8th St', 'SW 15th Ave', 'SW 12th Ave'] },
    { name: 'Downtown Miami', lat: 25.7751, lng: -80.1947, zip: '33132', streets: ['Biscayne Blvd', 'NE 2nd St', 'E Flagler St'] },
    { name: 'Edgewater', lat: 25.8001, lng: -80.188, zip: '33137', streets: ['NE 27th St', 'N Bayshore Dr', 'NE 4th Ave'] },
  ],
  seattle: [
    { name: 'Capitol Hill', lat: 47.6253, lng: -122.3222, zip: '98102', streets: ['E Pike St', 'E Pine St', 'Broadway E'] },
    { name: 'Pike Place', lat: 47.6097, lng: -122.3422, zip: '98101', streets: ['Pike Pl', 'Post Alley', '1st Ave'] },
    { name: 'Ballard', lat: 47.6687, lng: -122.3844, zip: '98107', streets: ['Ballard Ave NW', 'NW Market St', '22nd Ave NW'] },
    { name: 'Pioneer Square', lat: 47.6015, lng: -122.3343, zip: '98104', streets: ['1st Ave S', 'Occidental Ave S', 'S Main St'] },
    { name: 'South Lake Union', lat: 47.6256, lng: -122.3344, zip: '98109', streets: ['Westlake Ave N', 'Terry Ave N', 'Valley St'] },
    { name: 'Fremont', lat: 47.651, lng: -122.3505, zip: '98103', streets: ['N 36th St', 'Fremont Ave N', 'N 34th St'] },
    { name: 'Belltown', lat: 47.615, lng: -122.3447, zip: '98121', streets: ['2nd Ave', 'Bell St', 'Western Ave'] },
  ],
  'las-vegas': [
    { name: 'the Strip', lat: 36.1147, lng: -115.1728, zip: '89109', streets: ['Las Vegas Blvd S', 'Koval Ln', 'E Flamingo Rd'] },
    { name: 'Fremont Street', lat: 36.1707, lng: -115.144, zip: '89101', streets: ['Fremont St', 'S 4th St', 'E Carson Ave'] },
    { name: 'the Arts District', lat: 36.1597, lng: -115.1533, zip: '89102', streets: ['S Main St', 'E Charleston Blvd', 'S Casino Center Blvd'] },
    { name: 'Chinatown', lat: 36.1263, lng: -115.199, zip: '89102', streets: ['Spring Mountain Rd', 'S Valley View Blvd', 'Wynn Rd'] },
    { name: 'Downtown Las Vegas', lat: 36.1671, lng: -115.149, zip: '89101', streets: ['E Ogden Ave', 'S 3rd St', 'E Stewart Ave'] },
    { name: 'Summerlin', lat: 36.1516, lng: -115.3321, zip: '89135', streets: ['Town Center Dr', 'Festival Plaza Dr', 'W Sahara Ave'] },
  ],
  'napa-valley': [
    { name: 'Downtown Napa', lat: 38.2992, lng: -122.2855, zip: '94559', streets: ['Main St', '1st St', 'Soscol Ave'], locality: 'Napa' },
    { name: 'the Oxbow District', lat: 38.302, lng: -122.281, zip: '94559', streets: ['McKinstry St', 'Silverado Trl', 'Water St'], locality: 'Napa' },
    { name: 'Yountville', lat: 38.4016, lng: -122.3608, zip: '94599', streets: ['Washington St', 'Yount St', 'Madison St'], locality: 'Yountville' },
    { name: 'St. Helena', lat: 38.5052, lng: -122.4704, zip: '94574', streets: ['Main St', 'Adams St', 'Spring St'], locality: 'St. Helena' },
    { name: 'Rutherford', lat: 38.458, lng: -122.421, zip: '94573', streets: ['St Helena Hwy', 'Rutherford Rd', 'Conn Creek Rd'], locality: 'Rutherford' },
    { name: 'Silverado', lat: 38.3507, lng: -122.266, zip: '94558', streets: ['Atlas Peak Rd', 'Silverado Trl', 'Hedgeside Ave'], locality: 'Napa' },
    { name: 'Carneros', lat: 38.2506, lng: -122.3331, zip: '94559', streets: ['Los Carneros Ave', 'Duhig Rd', 'Old Sonoma Rd'], locality: 'Napa' },
    { name: 'Oakville', lat: 38.4366, lng: -122.4019, zip: '94562', streets: ['St Helena Hwy', 'Oakville Cross Rd', 'Oakville Grade'], locality: 'Oakville' },
  ],
}

/** The neighbourhood's name without a leading article, for names and addresses ("the Marina" → "Marina"). */
export const bareAreaName = (a: Area) => a.name.replace(/^the /, '')
