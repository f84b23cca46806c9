// Words the venue generator composes venues from. Curated so that every combination reads like a
// place a planner could book: a concept decides the name, the cuisines and the signature line.
import type { Feature, VenueType } from '~/domain/options'

export type Concept = {
  /** Name templates: {w} a word of this concept, {s} a surname, {area} the neighbourhood, {street}, {city}. */
  names: readonly string[]
  words?: readonly string[]
  cuisines: readonly string[]
  /** Completes "known for ..." in the description. */
  signatures: readonly string[]
  /** Only in these cities (slugs). */
  cities?: readonly string[]
}

export const SURNAMES = [
  'Hartwell',
  'Beaumont',
  'Calloway',
  'Marlowe',
  'Whitaker',
  'Ashford',
  'Langley',
  'Prescott',
  'Sinclair',
  'Thornton',
  'Kingsley',
  'Ellington',
  'Harlow',
  'Winslow',
  'Carrington',
  'Fairbanks',
  'Delacroix',
  'Montague',
  'Everly',
  'Lockhart',
] as const

export const CONCEPTS: Readonly<Record<VenueType, readonly Concept[]>> = {
  restaurant: [
    {
      names: ['Osteria {w}', 'Trattoria {w}', 'Cucina {w}', '{w} Enoteca'],
      words: [
        'Lucca',
        'Sole',
        'Fiorella',
        'Vespa',
        'Aria',
        'Orsa',
        'Brio',
        'Lume',
        'Stella',
        'Pietra',
        'Serafina',
        'Volta',
      ],
      cuisines: ['Italian', 'Mediterranean'],
      signatures: [
        'hand-rolled pasta and a wine list that leans on Piedmont',
        'family-style platters of wood-fired pizza and antipasti',
        'slow-braised ragù and a long marble bar made for aperitivo',
      ],
    },
    {
      names: ['Bistro {w}', 'Brasserie {w}', 'Maison {w}', 'Café {w}'],
      words: [
        'Lumière',
        'Margaux',
        'Colette',
        'Rosalie',
        'Minuit',
        'Sauvage',
        'Étoile',
        'Juliette',
        'Belle Rive',
        'Verre',
      ],
      cuisines: ['French'],
      signatures: [
        'steak frites, oysters on ice and a zinc bar',
        'a seasonal prix-fixe and a cellar of Burgundy',
        'classic French cooking served in a room of mirrors and brass',
      ],
    },
    {
      names: ['Izakaya {w}', 'Sushi {w}', '{w} Kappo', 'Robata {w}'],
      words: ['Hana', 'Kumo', 'Tsuki', 'Sora', 'Kaze', 'Nami', 'Hoshi', 'Yuki', 'Mori', 'Kin'],
      cuisines: ['Japanese'],
      signatures: [
        'an omakase counter and a sake list of forty labels',
        'charcoal-grilled skewers and shareable small plates',
        'pristine nigiri and a tatami room for private parties',
      ],
    },
    {
      names: ['Cocina {w}', 'Casa {w}', '{w} Cantina', 'Mezcalería {w}'],
      words: ['Luna', 'Paloma', 'Jacinto', 'Azul', 'Colibrí', 'Rosita', 'Fuego', 'Agave', 'Maíz', 'Oaxaca'],
      cuisines: ['Mexican'],
      signatures: [
        'heirloom-corn tortillas pressed to order and a deep mezcal list',
        'whole-fish tacos and tableside guacamole',
        'moles from Oaxaca and a margarita cart for groups',
      ],
    },
    {
      names: ['{s} Chophouse', '{s} Prime', 'The {s} Steakhouse'],
      cuisines: ['Steakhouse', 'American'],
      signatures: [
        'dry-aged steaks carved tableside',
        'a leather-and-walnut dining room and a serious bourbon list',
        'prime cuts, classic sides and a wine cellar you can dine in',
      ],
    },
    {
      names: ['{w} Oyster Bar', 'The {w} Fish House', '{w} Raw Bar'],
      words: [
        'Saltwater',
        'Harbor',
        'Driftwood',
        'Pearl',
        'Anchor',
        'Tidewater',
        'Bluefin',
        'Mariner',
        'Shoreline',
        'Sea Glass',
      ],
      cuisines: ['Seafood', 'American'],
      signatures: [
        'towering seafood platters and a daily oyster list',
        'line-caught fish cooked over a wood fire',
        'raw-bar towers, lobster rolls and crisp white wines',
      ],
    },
    {
      names: ['The {w} Table', 'The {w} Hearth', 'The {w} Larder', '{street} Kitchen'],
      words: ['Copper', 'Gilded', 'Iron', 'Velvet', 'Golden', 'Crimson', 'Silver', 'Painted', 'Wild', 'Juniper'],
      cuisines: ['American'],
      signatures: [
        'a market-driven menu that changes with the week',
        'a wood-burning hearth and long communal tables',
        'seasonal American plates and a cocktail program built on local spirits',
      ],
    },
    {
      names: [
        'Salt & Ember',
        'Oak & Vine',
        'Fig & Thistle',
        'Rye & Honey',
        'Smoke & Sage',
        'Ash & Ivy',
        'Bramble & Bone',
        'Olive & Iron',
        'Copper & Clove',
        'Plum & Pine',
      ],
      cuisines: ['American', 'Fusion'],
      signatures: [
        'a chef’s tasting menu that travels from coast to coast',
        'inventive shared plates and natural wines',
        'a menu of small plates that borrows from everywhere',
      ],
    },
    {
      names: ['Taverna {w}', '{w} Mezze', 'Kafeneio {w}'],
      words: ['Kalia', 'Thalassa', 'Olea', 'Nisi', 'Meli', 'Agora', 'Ilios', 'Kyma'],
      cuisines: ['Greek', 'Mediterranean'],
      signatures: [
        'whole grilled fish and mezze for the table',
        'lamb from the spit and a wall of Greek wines',
        'bright island cooking and a whitewashed terrace',
      ],
    },
    {
      names: ['Tapería {w}', 'Bodega {w}', '{w} Asador'],
      words: ['Sevilla', 'Txoko', 'Lola', 'Carmen', 'Alma', 'Rioja', 'Toro', 'Luz'],
      cuisines: ['Spanish', 'Mediterranean'],
      signatures: [
        'paella cooked in pans a metre wide',
        'pintxos, jamón and a sherry list',
        'Basque grilling and long tables made for sharing',
      ],
    },
    {
      names: ['{w} Tandoor', 'The {w} Room', '{w} Table'],
      words: ['Saffron', 'Tamarind', 'Cardamom', 'Jaipur', 'Kesar', 'Masala', 'Chai', 'Rasa'],
      cuisines: ['Indian'],
      signatures: [
        'clay-oven breads and regional thalis',
        'a tasting menu that tours Rajasthan, Kerala and Punjab',
        'biryanis sealed under pastry and cooked for the table',
      ],
    },
    {
      names: ['{w} Korean Barbecue', 'Jip {w}'],
      words: ['Seoul', 'Hanok', 'Maru', 'Bada', 'Namu', 'Gogi'],
      cuisines: ['Korean', 'Barbecue'],
      signatures: [
        'tabletop grills and banchan that keep coming',
        'galbi, soju cocktails and a room built for big groups',
      ],
    },
    {
      names: ['Baan {w}', '{w} Thai Kitchen'],
      words: ['Mali', 'Suan', 'Khao', 'Rim Nam', 'Dee', 'Lanna'],
      cuisines: ['Thai'],
      signatures: ['fiery northern Thai curries and grilled meats', 'family-style Thai feasts and a garden of herbs'],
    },
    {
      names: ['{w} Dumpling House', 'Jade {w}', 'The {w} Pavilion'],
      words: ['Lantern', 'Peony', 'Golden Koi', 'Plum Blossom', 'Silk Road', 'Red Lotus'],
      cuisines: ['Chinese'],
      signatures: [
        'hand-folded dumplings and Peking duck carved at the table',
        'lazy-Susan banquets and private rooms for twelve',
      ],
    },
    {
      names: ['{w} Grill', 'Beit {w}'],
      words: ['Zaytoon', 'Layla', 'Cedar', 'Sumac', 'Rumi', 'Zahra'],
      cuisines: ['Middle Eastern', 'Mediterranean'],
      signatures: [
        'charcoal kebabs, warm flatbreads and mezze spreads',
        'a Levantine feast served in a room of lanterns',
      ],
    },
    {
      names: ['The {w} Garden', '{w} Greens'],
      words: ['Verdant', 'Clover', 'Fennel', 'Marigold', 'Sprout', 'Wildflower'],
      cuisines: ['Vegetarian/Vegan', 'American'],
      signatures: [
        'a fully plant-based tasting menu from its own farm',
        'vegetable-forward cooking that wins over committed carnivores',
      ],
    },
    {
      names: ['{s} Smokehouse', '{w} Barbecue Co.'],
      words: ['Hickory', 'Mesquite', 'Post Oak', 'Ironwood', 'Cinder'],
      cuisines: ['Barbecue', 'American'],
      signatures: [
        'brisket smoked for sixteen hours and a whiskey wall',
        'whole-hog feasts and picnic tables for long nights',
      ],
    },
  ],
  hotel: [
    {
      names: ['The {s} Hotel', 'Hotel {w}', 'The {w} Hotel & Residences', 'The {area} Grand'],
      words: [
        'Marquette',
        'Avalon',
        'Belvedere',
        'Lennox',
        'Wyeth',
        'Corinthian',
        'Halcyon',
        'Monarch',
        'Sterling',
        'Meridian',
        'Aurelia',
        'Vantage',
      ],
      cuisines: ['American', 'French'],
      signatures: [
        'a grand ballroom under restored plaster ceilings',
        'a lobby bar that turns into the neighbourhood’s living room at night',
        'a rooftop terrace with views over the skyline',
      ],
    },
    {
      names: ['The {area} House', '{s} House', 'The {w} Inn'],
      words: ['Lantern', 'Ivywood', 'Saltbox', 'Hollis', 'Whitestone', 'Larkspur'],
      cuisines: ['Mediterranean', 'American'],
      signatures: [
        'intimate salons and a walled courtyard garden',
        'a library lounge and a chef-driven restaurant off the lobby',
      ],
    },
  ],
  'convention-center': [
    {
      names: [
        '{area} Conference Center',
        '{area} Expo Hall',
        'The Summit at {area}',
        '{city} Innovation Center',
        'The {w} Forum',
        '{street} Exchange Hall',
      ],
      words: ['Meridian', 'Keystone', 'Pinnacle', 'Landmark', 'Crossroads', 'Harborview'],
      cuisines: [],
      signatures: [
        'column-free halls, breakout rooms and in-house catering',
        'a keynote theatre and a reception foyer with floor-to-ceiling glass',
      ],
    },
  ],
  'unique-venue': [
    {
      names: [
        'The Greenhouse on {street}',
        '{area} Loft',
        'The Foundry at {area}',
        'Gallery {w}',
        'The {w} Rooftop',
        'The Glasshouse at {area}',
        '{street} Conservatory',
      ],
      words: ['Nine', 'Lumen', 'Atlas', 'Prism', 'Skyline', 'Meridian', 'Canvas', 'Parallel'],
      cuisines: ['Fusion'],
      signatures: [
        'soaring ceilings, exposed brick and a blank canvas for your event',
        'a glass roof, hanging gardens and string lights at dusk',
        'rotating art installations and a catering kitchen on site',
      ],
    },
    {
      names: ['{s} Estate Winery', '{w} Vineyards', 'The Barrel Room at {s}'],
      words: ['Silver Creek', 'Stag Hollow', 'Oak Knoll', 'Mayacamas', 'Whitehall', 'Bella Oaks'],
      cuisines: ['American', 'Mediterranean'],
      signatures: [
        'long tables among the vines and a barrel cave for dinner',
        'estate wines poured by the winemaker and a terrace over the valley',
      ],
      cities: ['napa-valley'],
    },
  ],
  'hidden-gem': [
    {
      names: [
        'The Back Room at {s}’s',
        'The Cellar on {street}',
        'Speakeasy No. {n}',
        'The {w} Supper Club',
        'The Study at {area}',
        'Parlor {n}',
        'The {w} Hideaway',
      ],
      words: ['Velvet', 'Midnight', 'Gaslight', 'Blue Door', 'Lantern', 'Hollow', 'Keyhole', 'Ivory'],
      cuisines: ['American', 'Fusion'],
      signatures: [
        'a hidden door, candlelight and a bartender who remembers your order',
        'a chef’s counter for twelve behind an unmarked entrance',
        'vintage wallpaper, a piano and cocktails from the 1920s',
      ],
    },
  ],
}

export const SERVICE_TYPES_BY_TYPE: Readonly<Record<VenueType, readonly string[]>> = {
  restaurant: ['Full Service', 'Private Dining', 'Semi-Private', 'Buyout'],
  hotel: ['Private Dining', 'Event Space', 'Full Service'],
  'convention-center': ['Event Space'],
  'unique-venue': ['Buyout', 'Event Space'],
  'hidden-gem': ['Private Dining', 'Buyout', 'Semi-Private'],
}

/** Likelihood of each feature per venue type. */
export const FEATURE_ODDS: Readonly<Record<VenueType, Readonly<Record<Feature, number>>>> = {
  restaurant: {
    'private-room': 0.7,
    bar: 0.8,
    wheelchair: 0.85,
    outdoor: 0.4,
    parking: 0.3,
    'av-equipment': 0.3,
    'dance-floor': 0.1,
  },
  hotel: {
    'private-room': 0.9,
    'av-equipment': 0.95,
    bar: 0.9,
    wheelchair: 1,
    parking: 0.9,
    'dance-floor': 0.6,
    outdoor: 0.4,
  },
  'convention-center': {
    'av-equipment': 1,
    wheelchair: 1,
    parking: 0.9,
    'private-room': 0.6,
    bar: 0.5,
    'dance-floor': 0.4,
    outdoor: 0.2,
  },
  'unique-venue': {
    outdoor: 0.7,
    'dance-floor': 0.6,
    bar: 0.7,
    'av-equipment': 0.6,
    wheelchair: 0.7,
    parking: 0.4,
    'private-room': 0.3,
  },
  'hidden-gem': {
    'private-room': 0.8,
    bar: 0.9,
    wheelchair: 0.5,
    'av-equipment': 0.2,
    outdoor: 0.3,
    parking: 0.2,
    'dance-floor': 0.15,
  },
}

export const FEATURE_AMENITIES: Readonly<Record<Feature, readonly string[]>> = {
  'private-room': ['Private dining room', 'Private event room with its own entrance'],
  'av-equipment': ['AV equipment (projector, screen, microphones)', 'Built-in sound system and presentation screen'],
  'dance-floor': ['Dance floor', 'Dance floor and DJ booth'],
  bar: ['Full bar with signature cocktails', 'Full bar and sommelier-selected wine list'],
  parking: ['Valet parking', 'On-site parking'],
  wheelchair: ['Wheelchair accessible'],
  outdoor: ['Outdoor terrace', 'Heated patio', 'Garden courtyard'],
}

export const EXTRA_AMENITIES: Readonly<Record<VenueType, readonly string[]>> = {
  restaurant: [
    'Custom menu options',
    'Complimentary Wi-Fi',
    'Dedicated event staff',
    'Coat check',
    'Chef’s tasting menu',
    'In-house florist',
    'Cake cutting service',
  ],
  hotel: [
    'Complimentary Wi-Fi',
    'Dedicated event coordinator',
    'Coat check',
    'Guest room blocks',
    'In-house florist',
    'Breakout rooms',
    'Bridal suite',
  ],
  'convention-center': [
    'Complimentary Wi-Fi',
    'Breakout rooms',
    'Registration foyer',
    'Stage and lighting rig',
    'Green room',
    'Loading dock',
    'In-house catering',
  ],
  'unique-venue': [
    'Complimentary Wi-Fi',
    'Dedicated event staff',
    'Flexible floor plan',
    'Catering kitchen',
    'Lounge furniture',
    'Stage and lighting rig',
  ],
  'hidden-gem': [
    'Custom menu options',
    'Dedicated event staff',
    'Fireplace lounge',
    'Vintage piano',
    'Chef’s counter',
    'Coat check',
  ],
}

export const ADD_ONS: Readonly<Record<VenueType, readonly string[]>> = {
  restaurant: [
    'Wine pairing with each course',
    'Chef’s welcome canapés',
    'Custom printed menus',
    'Champagne toast',
    'Dessert and coffee service',
    'Sommelier-led tasting',
  ],
  hotel: [
    'Overnight room block for guests',
    'Welcome cocktail reception',
    'Breakfast the next morning',
    'Valet for all guests',
    'Floral centrepieces',
  ],
  'convention-center': [
    'Breakout room for workshops',
    'Live stream of the keynote',
    'Branded signage package',
    'Registration desk staffing',
    'Networking reception',
  ],
  'unique-venue': [
    'Live jazz trio',
    'Professional photographer',
    'Branded cocktail menu',
    'Lounge furniture rental',
    'Projection mapping show',
  ],
  'hidden-gem': [
    'Private bartender',
    'Cocktail masterclass',
    'Chef’s counter tasting',
    'Candlelight setup',
    'Live piano',
  ],
}

export const TYPE_PHRASES: Readonly<Record<VenueType, readonly string[]>> = {
  restaurant: ['a {cuisine} restaurant', 'a lively {cuisine} dining room', 'a chef-owned {cuisine} restaurant'],
  hotel: ['a boutique hotel', 'a landmark hotel', 'a design-led hotel'],
  'convention-center': ['a conference and events center', 'a purpose-built meeting venue'],
  'unique-venue': ['a one-of-a-kind event space', 'a converted industrial space', 'an events venue unlike any other'],
  'hidden-gem': ['a hidden dining room', 'a speakeasy-style hideaway', 'a secret supper spot'],
}

export const SPACE_NAMES: Readonly<Record<VenueType, readonly string[]>> = {
  restaurant: ['The private dining room', 'The mezzanine', 'The chef’s table room', 'The wine room'],
  hotel: ['The grand ballroom', 'The salon', 'The garden pavilion', 'The library'],
  'convention-center': ['The main hall', 'The keynote theatre', 'The glass foyer'],
  'unique-venue': ['The main floor', 'The loft', 'The terrace'],
  'hidden-gem': ['The back room', 'The cellar', 'The parlor'],
}

export const CLOSINGS = [
  'The events team handles menus, timings and the little details, so the host can enjoy the night.',
  'Menus are built with the chef for each group, with dietary needs handled without fuss.',
  'A dedicated coordinator looks after every booking from first call to last toast.',
  'Groups get a set menu or family-style sharing, with a drinks package to match.',
] as const

export const VENUE_VIBE_PREFERENCES: Readonly<Record<VenueType, readonly string[]>> = {
  restaurant: ['casual', 'trendy', 'romantic', 'elegant'],
  hotel: ['elegant', 'corporate'],
  'convention-center': ['corporate', 'trendy'],
  'unique-venue': ['trendy', 'outdoor', 'romantic'],
  'hidden-gem': ['romantic', 'casual', 'trendy'],
}

export const BLACKOUT_REASONS = [
  'Private buyout',
  'Holiday closure',
  'Wedding booked',
  'Maintenance',
  'Staff training day',
] as const

export const REVIEWER_FIRST_NAMES = [
  'Priya',
  'Marcus',
  'Elena',
  'James',
  'Sofia',
  'Daniel',
  'Aisha',
  'Ben',
  'Chloe',
  'Diego',
  'Hannah',
  'Kenji',
  'Laura',
  'Malik',
  'Nora',
  'Omar',
  'Rachel',
  'Sam',
  'Tessa',
  'Victor',
  'Yuki',
  'Zoe',
] as const

export const REVIEW_OCCASIONS = [
  'team dinner',
  'client dinner',
  'birthday dinner',
  'holiday party',
  'offsite dinner',
  'rehearsal dinner',
  'product launch',
  'anniversary party',
] as const

export const REVIEW_OPENINGS = [
  'We hosted our {occasion} for {n} here and it could not have gone better.',
  'Booked this for a {occasion} of {n} people and everyone is still talking about it.',
  'Our {occasion} ({n} guests) ran like clockwork.',
  'Planned a {occasion} for {n} with two weeks’ notice and the team made it easy.',
] as const

/** For a 3-star review: good, not glowing. */
export const REVIEW_OPENINGS_MIXED = [
  'We held our {occasion} for {n} here.',
  'Solid choice for our {occasion} of {n} people.',
  'Good night overall for our {occasion} ({n} guests).',
] as const

export const REVIEW_PRAISE: Readonly<Record<VenueType, readonly string[]>> = {
  restaurant: [
    'The set menu was generous and the kitchen handled every allergy.',
    'Service was attentive without hovering, and the wine pairing was spot on.',
    'The private room felt exclusive and the food came out hot for a big table.',
  ],
  hotel: [
    'The ballroom looked stunning and the banquet team was flawless.',
    'Having rooms upstairs for out-of-town guests made the evening effortless.',
    'The coordinator handled AV, timings and a last-minute headcount change.',
  ],
  'convention-center': [
    'AV worked first time and the catering kept 200 people happy.',
    'Breakout rooms and the main hall were ready exactly when promised.',
    'Load-in was smooth and the staff knew the building inside out.',
  ],
  'unique-venue': [
    'The space itself did half the work; guests walked in and said wow.',
    'The sunset view from the terrace stole the show.',
    'Flexible layout let us do a reception, dinner and dancing in one night.',
  ],
  'hidden-gem': [
    'Guests loved finding the hidden entrance.',
    'Candlelit, intimate and the cocktails were outstanding.',
    'Felt like we had the whole place to ourselves, because we did.',
  ],
}

export const REVIEW_CAVEATS = [
  'Parking nearby was a little tricky.',
  'It got loud later in the evening.',
  'Dessert took a while to arrive.',
  'The room was a bit warm once everyone arrived.',
] as const
