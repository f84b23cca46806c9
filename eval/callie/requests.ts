// The public evaluation set of the built-in reader: planner requests in their own words, each with
// the slots a careful person would read from it, the slots it must leave empty (nothing said, or
// said too vaguely to fill) and the values that would be read against what was said.
//
// Written from the product's option lists (src/domain/options.ts) before the reader was improved,
// not tuned to it. `today` is fixed so relative dates and holidays are deterministic.
//
// Conventions a planner would expect and the product already follows:
// - a range of guests is read as its top ("20-25 people" → 25), so everyone fits;
// - "next Friday" said on a Wednesday is the Friday of next week; "Friday"/"this Friday" the coming one;
// - a holiday is its next occurrence on or after today;
// - a budget is per person: tiers moderate ≤ $50, premium ≤ $100, luxury above; a total is divided
//   by the group size when it is known;
// - "no X needed" is not a must-have and not an exclusion; "no X" / "not X" / "anything but X" is an
//   exclusion.
import type {
  ConciergeBudget,
  ConciergeOccasion,
  ConciergeTimeSlot,
  ConciergeVibe,
  Cuisine,
} from '~/domain/concierge/preferences'
import type { ReaderSlot } from '~/domain/concierge/reader/brief'
import type { Dietary, Feature } from '~/domain/options'

/** Wednesday, January 13, 2027. */
export const EVAL_TODAY = '2027-01-13'

/** The slots the evaluation reads from a reader result. */
export type EvalSlots = {
  occasion?: ConciergeOccasion
  groupSize?: number
  budget?: ConciergeBudget
  budgetTotal?: number
  /** Every cuisine she would take ('No Preference' is not a cuisine: it is noPreference 'cuisine'). */
  cuisines?: Cuisine[]
  vibe?: ConciergeVibe
  location?: string
  neighbourhood?: string
  date?: string
  time?: ConciergeTimeSlot
  exactTime?: string
  dietary?: Dietary[]
  mustHaves?: Feature[]
  excludedCuisines?: Cuisine[]
  excludedFeatures?: Feature[]
  excludedVibes?: ConciergeVibe[]
  noPreference?: ReaderSlot[]
}
export type EvalSlot = keyof EvalSlots

export type EvalRequest = {
  text: string
  /** Slots that must be read exactly so (lists as sets). */
  want: EvalSlots
  /** Slots that must stay empty: nothing (or nothing clear) was said. */
  absent?: EvalSlot[]
  /** Values that would be read against what was said (a negated cuisine chosen, a "no need" made a must-have). */
  against?: {
    cuisines?: Cuisine[]
    mustHaves?: Feature[]
    vibe?: ConciergeVibe[]
    budget?: ConciergeBudget[]
    dietary?: Dietary[]
    occasion?: ConciergeOccasion[]
  }
  /** Words that must be kept among the soft wishes (substrings, any case). */
  softWishes?: string[]
}

const NY = 'New York, NY'
const SF = 'San Francisco, CA'
const CHI = 'Chicago, IL'
const SD = 'San Diego, CA'
const BOS = 'Boston, MA'
const MIA = 'Miami, FL'
const SEA = 'Seattle, WA'
const LV = 'Las Vegas, NV'
const NAPA = 'Napa Valley, CA'

export const EVAL_REQUESTS: readonly EvalRequest[] = [
  // --- Plain, complete requests, one per city and more -------------------------------------------
  {
    text: 'dinner for 24 in Chicago next Friday around 7, Italian, about $90 a head, two vegans',
    want: {
      groupSize: 24,
      location: CHI,
      date: '2027-01-22',
      time: 'dinner',
      exactTime: '7:00 PM',
      cuisines: ['Italian'],
      budget: 'premium',
      dietary: ['vegan'],
    },
    absent: ['occasion', 'vibe'],
  },
  {
    text: 'Business dinner for 12 clients in NYC on Feb 3 at 7:30pm, steakhouse, $150 pp, elegant',
    want: {
      occasion: 'Business Dinner',
      groupSize: 12,
      location: NY,
      date: '2027-02-03',
      time: 'dinner',
      exactTime: '7:30 PM',
      cuisines: ['Steakhouse'],
      budget: 'luxury',
      vibe: 'Elegant & Upscale',
    },
  },
  {
    text: 'team offsite for 30 in San Francisco, tapas, $$$',
    want: { occasion: 'Team Building', groupSize: 30, location: SF, cuisines: ['Spanish'], budget: 'premium' },
    absent: ['date', 'time'],
  },
  {
    text: 'product launch for 50 guests in Miami on March 4th, trendy vibe',
    want: { occasion: 'Product Launch', groupSize: 50, location: MIA, date: '2027-03-04', vibe: 'Modern & Trendy' },
  },
  {
    text: 'a 40th birthday for 18 friends in Boston on Saturday',
    want: { occasion: 'Birthday Celebration', groupSize: 18, location: BOS, date: '2027-01-16' },
  },
  {
    text: 'anniversary dinner for 12 in Napa, cozy',
    want: { occasion: 'Anniversary', groupSize: 12, location: NAPA, time: 'dinner', vibe: 'Cozy & Intimate' },
  },
  {
    text: 'holiday party for 45 in Las Vegas on December 10, lively, open bar',
    want: {
      occasion: 'Holiday Party',
      groupSize: 45,
      location: LV,
      date: '2027-12-10',
      vibe: 'Vibrant & Energetic',
      mustHaves: ['bar'],
    },
  },
  {
    text: 'lunch for 20 in san diego, bbq, cheap, casual, GF',
    want: {
      time: 'lunch',
      groupSize: 20,
      location: SD,
      cuisines: ['Barbecue'],
      budget: 'moderate',
      vibe: 'Casual & Relaxed',
      dietary: ['gluten-free'],
    },
  },
  {
    text: 'Korean BBQ for 22 colleagues in Seattle, $45 a head',
    want: { cuisines: ['Korean'], groupSize: 22, location: SEA, budget: 'moderate' },
  },
  {
    text: 'wedding reception for 60 guests in Napa Valley, rustic, dance floor',
    want: {
      occasion: 'Wedding Reception',
      groupSize: 60,
      location: NAPA,
      vibe: 'Rustic & Charming',
      mustHaves: ['dance-floor'],
    },
  },
  {
    text: 'fundraiser gala for fifty in New York City, $200 per person, upscale, nut allergy',
    want: {
      occasion: 'Fundraiser',
      groupSize: 50,
      location: NY,
      budget: 'luxury',
      vibe: 'Elegant & Upscale',
      dietary: ['nut-free'],
    },
  },
  {
    text: 'Conference group of 60 in Vegas, $80/person, dairy free',
    want: { occasion: 'Conference', groupSize: 60, location: LV, budget: 'premium', dietary: ['dairy-free'] },
  },
  {
    text: 'networking mixer for 40-45 people in Chicago, happy hour',
    want: { occasion: 'Networking Event', groupSize: 45, location: CHI, time: 'happy-hour' },
  },
  {
    text: 'client dinner in Boston for 8, $$$$, quiet',
    want: { occasion: 'Business Dinner', groupSize: 8, budget: 'luxury', vibe: 'Cozy & Intimate', time: 'dinner' },
  },
  {
    text: 'team building for 25 in Seattle at 3pm, something creative',
    want: { occasion: 'Team Building', groupSize: 25, time: 'afternoon', vibe: 'Creative & Artistic', location: SEA },
  },
  {
    text: 'brunch for a dozen in SF on Sunday, outdoor patio',
    want: { time: 'brunch', groupSize: 12, location: SF, date: '2027-01-17', mustHaves: ['outdoor'] },
  },
  {
    text: 'we are 16, gluten free and kosher, sushi, Las Vegas, tomorrow at 8',
    want: {
      groupSize: 16,
      dietary: ['gluten-free', 'kosher'],
      cuisines: ['Japanese'],
      location: LV,
      date: '2027-01-14',
      time: 'dinner',
      exactTime: '8:00 PM',
    },
  },
  {
    text: 'retirement party for 30 in Boston, french, $75 pp',
    want: { occasion: 'Corporate Event', groupSize: 30, location: BOS, cuisines: ['French'], budget: 'premium' },
  },
  {
    text: 'graduation dinner for 15 in San Diego, mexican food, relaxed',
    want: {
      occasion: 'Birthday Celebration',
      groupSize: 15,
      location: SD,
      cuisines: ['Mexican'],
      vibe: 'Casual & Relaxed',
      time: 'dinner',
    },
  },
  {
    text: 'Engagement party, 40 guests, Miami, Saturday Feb 20, open bar and a dance floor',
    want: {
      occasion: 'Wedding Reception',
      groupSize: 40,
      location: MIA,
      date: '2027-02-20',
      mustHaves: ['bar', 'dance-floor'],
    },
  },
  {
    text: 'Need a private room with a projector for a board dinner, 14 people, Chicago',
    want: {
      occasion: 'Business Dinner',
      groupSize: 14,
      location: CHI,
      mustHaves: ['private-room', 'av-equipment'],
      time: 'dinner',
    },
  },
  {
    text: 'company kickoff for 60 in Las Vegas, greek or mediterranean',
    want: { occasion: 'Corporate Event', groupSize: 60, location: LV, cuisines: ['Greek', 'Mediterranean'] },
  },
  {
    text: 'Thai or Vietnamese for 18 in Seattle on the 28th',
    want: { cuisines: ['Thai', 'Vietnamese'], groupSize: 18, location: SEA, date: '2027-01-28' },
  },
  {
    text: 'indian food for 26 people in boston, halal please',
    want: { cuisines: ['Indian'], groupSize: 26, location: BOS, dietary: ['halal'] },
  },
  {
    text: 'Seafood dinner for 20 in Miami, waterfront would be great',
    want: { cuisines: ['Seafood'], groupSize: 20, location: MIA, time: 'dinner' },
    softWishes: ['waterfront'],
  },

  // --- Negation and exclusions ----------------------------------------------------------------
  {
    text: 'dinner for 20 in Boston, no seafood please',
    want: { groupSize: 20, location: BOS, time: 'dinner', excludedCuisines: ['Seafood'] },
    absent: ['cuisines'],
    against: { cuisines: ['Seafood'] },
  },
  {
    text: 'team lunch for 15 in Chicago, no private room needed',
    want: { occasion: 'Team Building', groupSize: 15, location: CHI, time: 'lunch' },
    absent: ['mustHaves', 'excludedFeatures'],
    against: { mustHaves: ['private-room'] },
  },
  {
    text: 'birthday for 12 in Miami, nothing too fancy',
    want: { occasion: 'Birthday Celebration', groupSize: 12, location: MIA, excludedVibes: ['Elegant & Upscale'] },
    against: { vibe: ['Elegant & Upscale'] },
  },
  {
    text: 'not Italian, we had that last time. 22 people in Seattle',
    want: { groupSize: 22, location: SEA, excludedCuisines: ['Italian'] },
    absent: ['cuisines'],
    against: { cuisines: ['Italian'] },
  },
  {
    text: 'anything but sushi for 18 coworkers in San Francisco',
    want: { groupSize: 18, location: SF, excludedCuisines: ['Japanese'] },
    absent: ['cuisines'],
    against: { cuisines: ['Japanese'] },
  },
  {
    text: 'dinner for 10 in Napa, no meat',
    want: { groupSize: 10, location: NAPA, time: 'dinner', dietary: ['vegetarian'] },
    absent: ['cuisines'],
    against: { cuisines: ['Steakhouse'] },
  },
  {
    text: 'client dinner for 12 in New York, no budget limit',
    want: { occasion: 'Business Dinner', groupSize: 12, location: NY, noPreference: ['budget'] },
    absent: ['budget'],
  },
  {
    text: 'team dinner for 30 in Chicago, nothing expensive',
    want: { occasion: 'Team Building', groupSize: 30, location: CHI, budget: 'moderate' },
    against: { budget: ['luxury', 'premium'] },
  },
  {
    text: 'no steakhouses please, 14 people, Las Vegas, Friday at 7',
    want: {
      groupSize: 14,
      location: LV,
      date: '2027-01-15',
      time: 'dinner',
      exactTime: '7:00 PM',
      excludedCuisines: ['Steakhouse'],
    },
    absent: ['cuisines'],
    against: { cuisines: ['Steakhouse'] },
  },
  {
    text: 'We want Italian but not pizza. 20 ppl in Boston',
    want: { cuisines: ['Italian'], groupSize: 20, location: BOS },
  },
  {
    text: "for 25 in Seattle, we don't need a private room, a semi-private area is fine",
    want: { groupSize: 25, location: SEA },
    absent: ['mustHaves'],
    against: { mustHaves: ['private-room'] },
  },
  {
    text: 'holiday party for 40 in Chicago, no outdoor seating, it will be freezing',
    want: { occasion: 'Holiday Party', groupSize: 40, location: CHI, excludedFeatures: ['outdoor'] },
    absent: ['mustHaves'],
    against: { mustHaves: ['outdoor'], vibe: ['Outdoor & Natural'] },
  },
  {
    text: 'avoid mexican and chinese, 16 people in san diego for lunch',
    want: { groupSize: 16, location: SD, time: 'lunch', excludedCuisines: ['Mexican', 'Chinese'] },
    absent: ['cuisines'],
    against: { cuisines: ['Mexican', 'Chinese'] },
  },
  {
    text: 'something not too loud for an anniversary dinner, 10 of us, Boston',
    want: {
      occasion: 'Anniversary',
      groupSize: 10,
      location: BOS,
      time: 'dinner',
      excludedVibes: ['Vibrant & Energetic'],
    },
    against: { vibe: ['Vibrant & Energetic'] },
  },
  {
    text: 'Team dinner in SF for 20. No Indian food (two people are sensitive to spice). Casual.',
    want: {
      occasion: 'Team Building',
      groupSize: 20,
      location: SF,
      time: 'dinner',
      vibe: 'Casual & Relaxed',
      excludedCuisines: ['Indian'],
    },
    absent: ['cuisines'],
    against: { cuisines: ['Indian'] },
  },
  {
    text: "dinner for 12 in Miami, we don't eat seafood",
    want: { groupSize: 12, location: MIA, time: 'dinner', excludedCuisines: ['Seafood'] },
    absent: ['cuisines'],
    against: { cuisines: ['Seafood'] },
  },
  {
    text: 'no dance floor needed, just a nice dinner for 30 in Napa Valley',
    want: { groupSize: 30, location: NAPA, time: 'dinner' },
    absent: ['mustHaves'],
    against: { mustHaves: ['dance-floor'] },
  },
  {
    text: 'anything except barbecue, 24 people in Las Vegas, $60 a head',
    want: { groupSize: 24, location: LV, budget: 'premium', excludedCuisines: ['Barbecue'] },
    absent: ['cuisines'],
    against: { cuisines: ['Barbecue'] },
  },
  {
    text: 'not a steakhouse, something lighter, mediterranean maybe, 18 people Chicago',
    want: { groupSize: 18, location: CHI, cuisines: ['Mediterranean'], excludedCuisines: ['Steakhouse'] },
    against: { cuisines: ['Steakhouse'] },
  },
  {
    text: "we're 20 in NYC and don't want anything corporate, it's a birthday",
    want: {
      groupSize: 20,
      location: NY,
      occasion: 'Birthday Celebration',
      excludedVibes: ['Corporate & Professional'],
    },
    against: { vibe: ['Corporate & Professional'] },
  },
  {
    text: 'no parking needed, everyone takes the T. 15 people in Boston',
    want: { groupSize: 15, location: BOS },
    absent: ['mustHaves'],
    against: { mustHaves: ['parking'] },
  },
  {
    text: 'Nothing fancy, just burgers and beers for 20 in Seattle',
    want: { groupSize: 20, location: SEA, cuisines: ['American'], excludedVibes: ['Elegant & Upscale'] },
    against: { vibe: ['Elegant & Upscale'] },
  },
  {
    text: 'dinner for 14 in Chicago, not too expensive, no seafood, no sushi',
    want: {
      groupSize: 14,
      location: CHI,
      time: 'dinner',
      budget: 'moderate',
      excludedCuisines: ['Seafood', 'Japanese'],
    },
    absent: ['cuisines'],
    against: { cuisines: ['Seafood', 'Japanese'], budget: ['luxury'] },
  },
  {
    text: 'a wheelchair accessible place is a must, 12 guests, San Diego, Thai',
    want: { groupSize: 12, location: SD, cuisines: ['Thai'], mustHaves: ['wheelchair'] },
  },
  {
    text: 'we need parking and a full bar, 35 people, Las Vegas',
    want: { groupSize: 35, location: LV, mustHaves: ['parking', 'bar'] },
  },
  {
    text: "we don't need AV, no presentations, 20 people in SF",
    want: { groupSize: 20, location: SF },
    absent: ['mustHaves'],
    against: { mustHaves: ['av-equipment'] },
  },
  {
    text: 'no rooftop please, 16 people, Miami, elegant',
    want: { groupSize: 16, location: MIA, vibe: 'Elegant & Upscale', excludedFeatures: ['outdoor'] },
    absent: ['mustHaves'],
    against: { mustHaves: ['outdoor'] },
  },
  {
    text: 'no spicy food and not Thai, 10 people in Seattle',
    want: { groupSize: 10, location: SEA, excludedCuisines: ['Thai'] },
    absent: ['cuisines'],
    against: { cuisines: ['Thai'] },
  },
  {
    text: 'Italian, no gluten for two of us, 16 people, Boston',
    want: { cuisines: ['Italian'], dietary: ['gluten-free'], groupSize: 16, location: BOS },
  },
  {
    text: 'anything but Italian or French, 20 people, New York',
    want: { groupSize: 20, location: NY, excludedCuisines: ['Italian', 'French'] },
    absent: ['cuisines'],
    against: { cuisines: ['Italian', 'French'] },
  },
  {
    text: 'Holiday party for 50 in Chicago, not a sit-down thing, no formal dinner, lively',
    want: { occasion: 'Holiday Party', groupSize: 50, location: CHI, vibe: 'Vibrant & Energetic' },
    absent: ['time'],
  },

  // --- Ranges, "around", numbers in words --------------------------------------------------------
  {
    text: '20-25 people for a team dinner in Boston',
    want: { groupSize: 25, location: BOS, occasion: 'Team Building', time: 'dinner' },
  },
  {
    text: 'between 20 and 25 guests, birthday, Miami',
    want: { groupSize: 25, occasion: 'Birthday Celebration', location: MIA },
  },
  {
    text: 'around 30 of us, networking event in Seattle',
    want: { groupSize: 30, occasion: 'Networking Event', location: SEA },
  },
  {
    text: 'about two dozen people, client appreciation dinner in SF',
    want: { groupSize: 24, occasion: 'Networking Event', location: SF, time: 'dinner' },
  },
  {
    text: 'dinner for 18 in Chicago, $60-80 a head',
    want: { groupSize: 18, location: CHI, time: 'dinner', budget: 'premium' },
  },
  {
    text: 'lunch for 20 in Boston, under $50 per person',
    want: { groupSize: 20, location: BOS, time: 'lunch', budget: 'moderate' },
  },
  {
    text: '$4,500 total for 30 people, dinner in New York',
    want: { groupSize: 30, budgetTotal: 4500, budget: 'luxury', location: NY, time: 'dinner' },
  },
  {
    text: 'we have $3,000 total for 40 people in San Diego',
    want: { groupSize: 40, budgetTotal: 3000, budget: 'premium', location: SD },
  },
  {
    text: 'budget is about $5,000 for the whole team, Chicago',
    want: { budgetTotal: 5000, location: CHI },
    absent: ['groupSize', 'budget'],
  },
  {
    text: 'money is no object, 12 executives, Las Vegas, steak',
    want: { groupSize: 12, location: LV, cuisines: ['Steakhouse'], noPreference: ['budget'] },
    against: { budget: ['moderate'] },
  },
  {
    text: 'sixty dollars a head, 22 people, Seattle',
    want: { budget: 'premium', groupSize: 22, location: SEA },
  },
  {
    text: 'a hundred bucks per person, twenty guests, Napa',
    want: { budget: 'premium', groupSize: 20, location: NAPA },
  },
  {
    text: 'roughly forty people for a fundraiser in Boston',
    want: { groupSize: 40, occasion: 'Fundraiser', location: BOS },
  },
  {
    text: 'party of 10-12, birthday brunch, SF, Saturday',
    want: { groupSize: 12, occasion: 'Birthday Celebration', time: 'brunch', location: SF, date: '2027-01-16' },
  },
  {
    text: 'we expect 35 to 40 attendees for a product launch in NYC',
    want: { groupSize: 40, occasion: 'Product Launch', location: NY },
  },
  {
    text: 'team of 15, around $40 each, lunch in Miami',
    want: { groupSize: 15, budget: 'moderate', time: 'lunch', location: MIA },
  },
  {
    text: 'between $100 and $150 per person, 20 guests, anniversary, Napa',
    want: { budget: 'luxury', groupSize: 20, occasion: 'Anniversary', location: NAPA },
  },
  {
    text: '2k total for 20 people, birthday dinner in Chicago',
    want: { budgetTotal: 2000, groupSize: 20, budget: 'premium', occasion: 'Birthday Celebration', location: CHI },
  },
  {
    text: 'We are about 45, conference dinner in Las Vegas, $120 pp',
    want: { groupSize: 45, occasion: 'Conference', location: LV, budget: 'luxury', time: 'dinner' },
  },
  {
    text: 'dinner for twelve in Boston, mid-range budget',
    want: { groupSize: 12, location: BOS, time: 'dinner', budget: 'premium' },
  },
  {
    text: 'for 20 people in NYC, budget around $2,000 total',
    want: { groupSize: 20, location: NY, budgetTotal: 2000, budget: 'premium' },
  },
  {
    text: 'splurge dinner for 10 in SF, fine dining',
    want: { groupSize: 10, location: SF, budget: 'luxury', vibe: 'Elegant & Upscale', time: 'dinner' },
  },
  {
    text: 'budget friendly team lunch, 25 people, San Diego',
    want: { budget: 'moderate', occasion: 'Team Building', groupSize: 25, location: SD, time: 'lunch' },
  },

  // --- Dates: holidays, relative dates, times ------------------------------------------------------
  {
    text: "Valentine's Day dinner for 10 couples... so 20 people, Chicago, romantic",
    want: { date: '2027-02-14', groupSize: 20, location: CHI, vibe: 'Cozy & Intimate', time: 'dinner' },
  },
  {
    text: "Mother's Day brunch for 14 in San Diego",
    want: { date: '2027-05-09', time: 'brunch', groupSize: 14, location: SD },
  },
  {
    text: 'Christmas Eve dinner for 16 in New York',
    want: { date: '2027-12-24', time: 'dinner', groupSize: 16, location: NY },
  },
  {
    text: "New Year's Eve party for 50 in Miami",
    want: { date: '2027-12-31', occasion: 'Holiday Party', groupSize: 50, location: MIA },
  },
  {
    text: 'friendsgiving on Thanksgiving for 18 people in Boston',
    want: { date: '2027-11-25', occasion: 'Holiday Party', groupSize: 18, location: BOS },
  },
  {
    text: 'the evening of Jan 28, 20 people, Seattle',
    want: { date: '2027-01-28', time: 'dinner', groupSize: 20, location: SEA },
  },
  {
    text: 'Friday at 7 for 24 in Chicago',
    want: { date: '2027-01-15', time: 'dinner', exactTime: '7:00 PM', groupSize: 24, location: CHI },
  },
  {
    text: 'this Saturday, 12 people, birthday, Las Vegas',
    want: { date: '2027-01-16', groupSize: 12, occasion: 'Birthday Celebration', location: LV },
  },
  {
    text: 'team dinner in two weeks, 20 people, San Francisco',
    want: { date: '2027-01-27', groupSize: 20, location: SF, occasion: 'Team Building', time: 'dinner' },
  },
  {
    text: 'next Tuesday lunch, 15 people, Boston',
    want: { date: '2027-01-19', time: 'lunch', groupSize: 15, location: BOS },
  },
  {
    text: "St. Patrick's Day happy hour for 30 in Boston",
    want: { date: '2027-03-17', time: 'happy-hour', groupSize: 30, location: BOS },
  },
  {
    text: 'Halloween party for 40 in Las Vegas, late night',
    want: { date: '2027-10-31', time: 'late-night', groupSize: 40, location: LV },
  },
  {
    text: "Father's Day lunch for 12 in Napa",
    want: { date: '2027-06-20', time: 'lunch', groupSize: 12, location: NAPA },
  },
  {
    text: 'July 4th rooftop party for 35 in NYC',
    want: { date: '2027-07-04', groupSize: 35, location: NY, mustHaves: ['outdoor'] },
  },
  {
    text: 'on Feb 12th at 6:30pm, 14 people, Miami, Cuban or Spanish food',
    want: {
      date: '2027-02-12',
      time: 'dinner',
      exactTime: '6:30 PM',
      groupSize: 14,
      location: MIA,
      cuisines: ['Spanish'],
    },
  },
  {
    text: 'tomorrow night for 10 in SF',
    want: { date: '2027-01-14', time: 'dinner', groupSize: 10, location: SF },
  },
  {
    text: 'Memorial Day weekend BBQ for 30 in San Diego',
    want: { cuisines: ['Barbecue'], groupSize: 30, location: SD },
    absent: ['date'],
  },
  {
    text: 'Labor Day cookout for 25 in Chicago, outdoors',
    want: { date: '2027-09-06', groupSize: 25, location: CHI, vibe: 'Outdoor & Natural' },
  },
  {
    text: 'Christmas party for 45 in Chicago',
    want: { occasion: 'Holiday Party', groupSize: 45, location: CHI },
    absent: ['date'],
  },
  {
    text: 'dinner on 3/12 for 18 in Seattle at 8pm',
    want: { date: '2027-03-12', time: 'dinner', exactTime: '8:00 PM', groupSize: 18, location: SEA },
  },
  {
    text: 'brunch on Easter for 20 in Boston',
    want: { date: '2027-03-28', time: 'brunch', groupSize: 20, location: BOS },
  },
  {
    text: 'the 20th for lunch, 10 people, Chicago',
    want: { date: '2027-01-20', time: 'lunch', groupSize: 10, location: CHI },
  },
  {
    text: 'sometime in the spring, 30 people, Napa, wedding rehearsal dinner',
    want: { groupSize: 30, location: NAPA, occasion: 'Wedding Reception', time: 'dinner' },
    absent: ['date'],
  },
  {
    text: 'New Years Day brunch for 15 in Miami',
    want: { date: '2028-01-01', time: 'brunch', groupSize: 15, location: MIA },
  },
  {
    text: 'Cinco de Mayo party for 40, mexican obviously, San Diego',
    want: { date: '2027-05-05', cuisines: ['Mexican'], groupSize: 40, location: SD },
  },
  {
    text: 'dinner the night before Valentines, 12 people in NYC',
    want: { groupSize: 12, location: NY, time: 'dinner', date: '2027-02-13' },
  },
  {
    text: 'happy hour at 5 for 30 in Seattle next Thursday',
    want: { time: 'happy-hour', exactTime: '5:00 PM', groupSize: 30, location: SEA, date: '2027-01-21' },
  },
  {
    text: 'Feb 5 around noon, 16 people, business lunch in Chicago',
    want: {
      date: '2027-02-05',
      time: 'lunch',
      exactTime: '12:00 PM',
      groupSize: 16,
      occasion: 'Business Dinner',
      location: CHI,
    },
  },

  // --- Places: neighbourhoods and landmarks ------------------------------------------------------
  {
    text: 'birthday dinner for 20 in Brooklyn',
    want: { location: NY, neighbourhood: 'Brooklyn', groupSize: 20, occasion: 'Birthday Celebration', time: 'dinner' },
  },
  {
    text: 'something in Miami Beach for 30, lively',
    want: { location: MIA, neighbourhood: 'Miami Beach', groupSize: 30, vibe: 'Vibrant & Energetic' },
  },
  {
    text: 'team dinner in Wicker Park for 18',
    want: { location: CHI, neighbourhood: 'Wicker Park', groupSize: 18, occasion: 'Team Building', time: 'dinner' },
  },
  {
    text: 'client lunch near the Financial District in SF, 10 people',
    want: {
      location: SF,
      neighbourhood: 'Financial District',
      groupSize: 10,
      time: 'lunch',
      occasion: 'Business Dinner',
    },
  },
  {
    text: 'anniversary in the North End, Italian, 12 people',
    want: { location: BOS, neighbourhood: 'North End', cuisines: ['Italian'], groupSize: 12, occasion: 'Anniversary' },
  },
  {
    text: 'happy hour in Wynwood for 25',
    want: { location: MIA, neighbourhood: 'Wynwood', time: 'happy-hour', groupSize: 25 },
  },
  {
    text: 'dinner on the Strip for 40, $$$$',
    want: { location: LV, neighbourhood: 'the Strip', time: 'dinner', groupSize: 40, budget: 'luxury' },
  },
  {
    text: 'wine country lunch in Yountville for 16',
    want: { location: NAPA, neighbourhood: 'Yountville', time: 'lunch', groupSize: 16 },
  },
  {
    text: 'Gaslamp quarter, 22 people, tacos, Friday night',
    want: {
      location: SD,
      neighbourhood: 'Gaslamp Quarter',
      groupSize: 22,
      cuisines: ['Mexican'],
      date: '2027-01-15',
      time: 'dinner',
    },
  },
  {
    text: 'near Pike Place for 14, seafood',
    want: { location: SEA, neighbourhood: 'Pike Place', groupSize: 14, cuisines: ['Seafood'] },
  },
  {
    text: 'in Williamsburg, 20 people, trendy',
    want: { location: NY, neighbourhood: 'Williamsburg', groupSize: 20, vibe: 'Modern & Trendy' },
  },
  {
    text: 'Back Bay for a business dinner, 8 people',
    want: { location: BOS, neighbourhood: 'Back Bay', groupSize: 8, occasion: 'Business Dinner' },
  },
  {
    text: 'River North, Chicago, 30 people, cocktails after work',
    want: { location: CHI, neighbourhood: 'River North', groupSize: 30 },
  },
  {
    text: 'South Beach bachelorette for 12',
    want: { location: MIA, neighbourhood: 'South Beach', groupSize: 12, occasion: 'Wedding Reception' },
  },
  {
    text: 'Capitol Hill in Seattle, 20 people, vegan friendly',
    want: { location: SEA, neighbourhood: 'Capitol Hill', groupSize: 20, dietary: ['vegan'] },
  },
  {
    text: 'la jolla dinner for 10 with a view',
    want: { location: SD, neighbourhood: 'La Jolla', groupSize: 10, time: 'dinner' },
    softWishes: ['view'],
  },
  {
    text: 'Midtown Manhattan, 25 people, near Times Square, before a show',
    want: { location: NY, groupSize: 25 },
  },
  {
    text: 'dinner for 20 in SoHo',
    want: { location: NY, neighbourhood: 'SoHo', groupSize: 20, time: 'dinner' },
  },
  {
    text: 'dinner in Chinatown for 20',
    want: { groupSize: 20, time: 'dinner' },
    absent: ['location'],
  },
  {
    text: 'Mission District, taco night for 16',
    want: { location: SF, neighbourhood: 'Mission District', groupSize: 16, cuisines: ['Mexican'] },
  },
  {
    text: 'Dinner for 12 in Austin',
    want: { groupSize: 12, time: 'dinner' },
    absent: ['location'],
  },
  {
    text: 'dinner in Springfield next Friday for 12',
    want: { groupSize: 12, time: 'dinner', date: '2027-01-22' },
    absent: ['location'],
  },

  // --- No preference, "anything", vague vibes ----------------------------------------------------
  {
    text: 'late night drinks for 15 in Miami, no preference on food',
    want: { time: 'late-night', groupSize: 15, location: MIA, noPreference: ['cuisines'] },
    absent: ['cuisines'],
  },
  {
    text: "20 people in Chicago, don't care about the cuisine, somewhere fun",
    want: { groupSize: 20, location: CHI, noPreference: ['cuisines'], vibe: 'Vibrant & Energetic' },
    absent: ['cuisines'],
  },
  {
    text: 'quiet dinner for 10 in Boston, any cuisine is fine',
    want: { vibe: 'Cozy & Intimate', time: 'dinner', groupSize: 10, location: BOS, noPreference: ['cuisines'] },
    absent: ['cuisines'],
  },
  {
    text: 'somewhere fun for a bachelor party, 14 guys, Vegas',
    want: { vibe: 'Vibrant & Energetic', occasion: 'Wedding Reception', groupSize: 14, location: LV },
  },
  {
    text: 'team outing for 20 in Seattle, vibe doesnt matter, food doesnt matter, budget $50 pp',
    want: {
      occasion: 'Team Building',
      groupSize: 20,
      location: SEA,
      noPreference: ['vibe', 'cuisines'],
      budget: 'moderate',
    },
    absent: ['vibe', 'cuisines'],
  },
  {
    text: 'open to any food, 30 people, New York, corporate',
    want: { groupSize: 30, location: NY, noPreference: ['cuisines'] },
    absent: ['cuisines'],
  },
  {
    text: "anniversary for 10 in Napa, price doesn't matter",
    want: { occasion: 'Anniversary', groupSize: 10, location: NAPA, noPreference: ['budget'] },
    absent: ['budget'],
  },
  {
    text: 'birthday for 16 in SF, any vibe, Japanese',
    want: {
      occasion: 'Birthday Celebration',
      groupSize: 16,
      location: SF,
      noPreference: ['vibe'],
      cuisines: ['Japanese'],
    },
    absent: ['vibe'],
  },
  {
    text: 'we are flexible on budget, 25 people, Boston, seafood',
    want: { groupSize: 25, location: BOS, cuisines: ['Seafood'], noPreference: ['budget'] },
    absent: ['budget'],
  },
  {
    text: 'a quiet place for a client dinner, 8 people, San Francisco',
    want: { vibe: 'Cozy & Intimate', occasion: 'Business Dinner', groupSize: 8, location: SF },
  },
  {
    text: 'something fun and casual for 22 in San Diego',
    want: { groupSize: 22, location: SD },
  },

  // --- Lower case, run-ons, typos, chatty -------------------------------------------------------
  {
    text: 'hi callie!! so my boss asked me to organize our holiday party, theres about 35 of us, were in chicago, thinking mid december maybe the 17th?? we like italian',
    want: { occasion: 'Holiday Party', groupSize: 35, location: CHI, cuisines: ['Italian'] },
  },
  {
    text: 'need a place for my sisters bday, 12 ppl, miami, sat night, somewhere lively',
    want: {
      occasion: 'Birthday Celebration',
      groupSize: 12,
      location: MIA,
      date: '2027-01-16',
      time: 'dinner',
      vibe: 'Vibrant & Energetic',
    },
  },
  {
    text: 'looking for resturant for 20 people in seattle, vegatarian options needed',
    want: { groupSize: 20, location: SEA, dietary: ['vegetarian'] },
  },
  {
    text: 'anniversery dinner 10 ppl boston',
    want: { occasion: 'Anniversary', groupSize: 10, location: BOS, time: 'dinner' },
  },
  {
    text: 'TEAM DINNER 25 PEOPLE NYC ITALIAN',
    want: { occasion: 'Team Building', groupSize: 25, location: NY, cuisines: ['Italian'], time: 'dinner' },
  },
  {
    text: 'Hello, I am planning an offsite for our sales team (about 40 people) in Las Vegas in March. We would love a private room, AV for a short presentation, and a steakhouse if possible. Budget is around $120 per person.',
    want: {
      occasion: 'Team Building',
      groupSize: 40,
      location: LV,
      mustHaves: ['private-room', 'av-equipment'],
      cuisines: ['Steakhouse'],
      budget: 'luxury',
    },
    absent: ['date'],
  },
  {
    text: 'my parents 40th wedding anniversary, 20 family members, Napa, elegant, lunch',
    want: { occasion: 'Anniversary', groupSize: 20, location: NAPA, vibe: 'Elegant & Upscale', time: 'lunch' },
  },
  {
    text: 'farewell drinks for a coworker, 18 people, sf, thursday after work',
    want: { occasion: 'Corporate Event', groupSize: 18, location: SF, date: '2027-01-14', time: 'happy-hour' },
  },
  {
    text: 'baby shower brunch 15 guests san diego',
    want: { occasion: 'Birthday Celebration', groupSize: 15, location: SD, time: 'brunch' },
  },
  {
    text: 'investor dinner, 10 people, NYC, very upscale, private room a must',
    want: {
      occasion: 'Business Dinner',
      groupSize: 10,
      location: NY,
      vibe: 'Elegant & Upscale',
      mustHaves: ['private-room'],
      time: 'dinner',
    },
  },
  {
    text: 'gonna need space for 30 in boston on the 5th of feb for a launch party',
    want: { groupSize: 30, location: BOS, date: '2027-02-05', occasion: 'Product Launch' },
  },
  {
    text: "reunion dinner for 24 college friends in chicago, nothing too pricey, we're a casual crowd",
    want: {
      occasion: 'Birthday Celebration',
      groupSize: 24,
      location: CHI,
      time: 'dinner',
      budget: 'moderate',
      vibe: 'Casual & Relaxed',
    },
  },
  {
    text: 'Our company is celebrating its 10-year anniversary with 60 people in Miami',
    want: { occasion: 'Corporate Event', groupSize: 60, location: MIA },
  },
  {
    text: 'small wedding reception, 45 guests, napa, outdoor, $150pp',
    want: { occasion: 'Wedding Reception', groupSize: 45, location: NAPA, vibe: 'Outdoor & Natural', budget: 'luxury' },
  },
  {
    text: 'dim sum lunch for 14 in SF chinatown',
    want: { cuisines: ['Chinese'], time: 'lunch', groupSize: 14, location: SF, neighbourhood: 'Chinatown' },
  },
  {
    text: 'I need dinner for 15 in Seattle on Jan 21st, pho or ramen, cheap',
    want: {
      time: 'dinner',
      groupSize: 15,
      location: SEA,
      date: '2027-01-21',
      cuisines: ['Vietnamese', 'Japanese'],
      budget: 'moderate',
    },
  },
  {
    text: 'Bridal shower for 16 ladies in Boston, afternoon tea vibe, elegant',
    want: { occasion: 'Wedding Reception', groupSize: 16, location: BOS, time: 'afternoon', vibe: 'Elegant & Upscale' },
  },
  {
    text: 'kickoff dinner for the new sales team, 28 people, Chicago, $100 pp, modern',
    want: {
      occasion: 'Corporate Event',
      groupSize: 28,
      location: CHI,
      time: 'dinner',
      budget: 'premium',
      vibe: 'Modern & Trendy',
    },
  },
  {
    text: 'book club dinner, 10 of us, something cozy in Boston',
    want: { groupSize: 10, location: BOS, time: 'dinner', vibe: 'Cozy & Intimate' },
  },
  {
    text: 'my team of 12 wants korean bbq in new york',
    want: { groupSize: 12, cuisines: ['Korean'], location: NY },
  },
  {
    text: 'donor dinner for 40, $$$$, boston, black tie',
    want: { occasion: 'Fundraiser', groupSize: 40, budget: 'luxury', location: BOS, time: 'dinner' },
  },
  {
    text: 'department lunch for 30 in san francisco on monday, mediterranean, $35 per person',
    want: {
      occasion: 'Team Building',
      groupSize: 30,
      location: SF,
      date: '2027-01-18',
      time: 'lunch',
      cuisines: ['Mediterranean'],
      budget: 'moderate',
    },
  },
  {
    text: 'summit dinner 55 attendees las vegas professional setting with av',
    want: {
      occasion: 'Conference',
      groupSize: 55,
      location: LV,
      time: 'dinner',
      vibe: 'Corporate & Professional',
      mustHaves: ['av-equipment'],
    },
  },
  {
    text: 'christmas eve family dinner, 12 people, boston, no seafood, italian',
    want: {
      date: '2027-12-24',
      time: 'dinner',
      groupSize: 12,
      location: BOS,
      cuisines: ['Italian'],
      excludedCuisines: ['Seafood'],
    },
    against: { cuisines: ['Seafood'] },
  },
  {
    text: 'team dinner in brooklyn next friday, 20 ppl, no pizza',
    want: {
      occasion: 'Team Building',
      location: NY,
      neighbourhood: 'Brooklyn',
      date: '2027-01-22',
      groupSize: 20,
      time: 'dinner',
    },
    against: { cuisines: ['Italian'] },
  },
  {
    text: 'we need a venue for 25 on March 3 2020 in Miami',
    want: { groupSize: 25, location: MIA },
    absent: ['date'],
  },
  {
    text: 'birthday for a few people in Boston sometime soon',
    want: { occasion: 'Birthday Celebration', location: BOS },
    absent: ['groupSize', 'date'],
  },
  {
    text: 'holiday party for 120 in Seattle',
    want: { occasion: 'Holiday Party', location: SEA },
    absent: ['groupSize'],
  },
  {
    text: 'lunch or dinner for 14 in Chicago',
    want: { groupSize: 14, location: CHI },
    absent: ['time'],
  },
  {
    text: 'dinner in Chicago or Boston for 20',
    want: { groupSize: 20, time: 'dinner' },
    absent: ['location'],
  },
  {
    text: 'sushi or steak for 20 in Chicago',
    want: { groupSize: 20, cuisines: ['Japanese', 'Steakhouse'], location: CHI },
  },
  {
    text: 'hello callie',
    want: {},
    absent: ['groupSize', 'location', 'date', 'occasion', 'cuisines', 'budget', 'vibe'],
  },
  {
    text: 'asdf qwerty',
    want: {},
    absent: ['groupSize', 'location', 'date', 'occasion', 'cuisines', 'budget', 'vibe', 'time'],
  },
  {
    text: 'a table for 20 or 30 people in Miami',
    want: { location: MIA },
    absent: ['groupSize'],
  },
  {
    text: 'rooftop happy hour for 30 in Chicago at 5:30',
    want: { mustHaves: ['outdoor'], time: 'happy-hour', exactTime: '5:30 PM', groupSize: 30, location: CHI },
  },
  {
    text: 'a private dining room for 18, French, West Village, Saturday Jan 30 at 8pm',
    want: {
      mustHaves: ['private-room'],
      groupSize: 18,
      cuisines: ['French'],
      location: NY,
      neighbourhood: 'West Village',
      date: '2027-01-30',
      time: 'dinner',
      exactTime: '8:00 PM',
    },
  },
  {
    text: 'breakfast meeting at 8 for 10 execs in Boston',
    want: { time: 'breakfast', exactTime: '8:00 AM', groupSize: 10, location: BOS },
  },
  {
    text: 'dinner at 5pm for 12 in Chicago',
    want: { time: 'dinner', groupSize: 12, location: CHI },
    absent: ['exactTime'],
  },
  {
    text: 'press dinner for a book launch, 20 guests, New York, chic',
    want: { occasion: 'Product Launch', groupSize: 20, location: NY, vibe: 'Modern & Trendy', time: 'dinner' },
  },
  {
    text: 'charity gala, 60 guests, San Francisco, luxury',
    want: { occasion: 'Fundraiser', groupSize: 60, location: SF, budget: 'luxury' },
  },
  {
    text: 'team building in Napa, 20 people, wine tasting, rustic',
    want: { occasion: 'Team Building', groupSize: 20, location: NAPA, vibe: 'Rustic & Charming' },
    softWishes: ['wine'],
  },
  {
    text: 'Dinner for 16 in Boston, kosher, no dairy',
    want: { time: 'dinner', groupSize: 16, location: BOS, dietary: ['kosher', 'dairy-free'] },
  },
  {
    text: 'dinner for 20 in Miami with live music',
    want: { time: 'dinner', groupSize: 20, location: MIA },
    softWishes: ['live music'],
  },
  {
    text: 'Seattle, 18 people, Thursday Jan 21, 6pm, team dinner, a private room would be nice but not essential',
    want: {
      location: SEA,
      groupSize: 18,
      date: '2027-01-21',
      time: 'dinner',
      exactTime: '6:00 PM',
      occasion: 'Team Building',
    },
    absent: ['mustHaves'],
    against: { mustHaves: ['private-room'] },
    softWishes: ['private room'],
  },
  {
    text: 'ideally a patio, 12 people, San Diego, brunch on Sunday',
    want: { groupSize: 12, location: SD, time: 'brunch', date: '2027-01-17' },
    absent: ['mustHaves'],
    softWishes: ['patio'],
  },
  {
    text: 'farm to table, rustic, 24 people, Napa, dinner on Feb 6',
    want: { vibe: 'Rustic & Charming', groupSize: 24, location: NAPA, time: 'dinner', date: '2027-02-06' },
  },
  {
    text: 'something vegetarian friendly, 14 people, Boston, not Indian',
    want: { dietary: ['vegetarian'], groupSize: 14, location: BOS, excludedCuisines: ['Indian'] },
    against: { cuisines: ['Indian'] },
  },
  {
    text: 'gluten-free and nut-free needs, 10 people, Seattle, anything but seafood',
    want: { dietary: ['gluten-free', 'nut-free'], groupSize: 10, location: SEA, excludedCuisines: ['Seafood'] },
    absent: ['cuisines'],
    against: { cuisines: ['Seafood'] },
  },
  {
    text: 'no alcohol, 20 people, team lunch, Chicago',
    want: { groupSize: 20, occasion: 'Team Building', time: 'lunch', location: CHI },
    absent: ['mustHaves'],
    against: { mustHaves: ['bar'] },
  },
  {
    text: 'mexican or tex-mex for 30 on friday, san diego, no preference on vibe',
    want: { cuisines: ['Mexican'], groupSize: 30, date: '2027-01-15', location: SD, noPreference: ['vibe'] },
    absent: ['vibe'],
  },
  {
    text: 'Client appreciation evening in Boston Seaport, 35 guests, $90 per head',
    want: {
      occasion: 'Networking Event',
      location: BOS,
      neighbourhood: 'Seaport',
      groupSize: 35,
      budget: 'premium',
      time: 'dinner',
    },
  },
  {
    text: 'Pre-wedding welcome dinner, 50 guests, Coconut Grove, Miami, relaxed, outdoor',
    want: {
      occasion: 'Wedding Reception',
      groupSize: 50,
      location: MIA,
      neighbourhood: 'Coconut Grove',
      time: 'dinner',
    },
  },
  {
    text: 'A quiet dinner for 8 on Nob Hill, nothing too fancy',
    want: {
      vibe: 'Cozy & Intimate',
      time: 'dinner',
      groupSize: 8,
      location: SF,
      neighbourhood: 'Nob Hill',
      excludedVibes: ['Elegant & Upscale'],
    },
    against: { vibe: ['Elegant & Upscale'] },
  },
  {
    text: 'Birthday at Fremont Street for 20',
    want: { occasion: 'Birthday Celebration', location: LV, neighbourhood: 'Fremont Street', groupSize: 20 },
  },
  {
    text: 'Ballard, Seattle, 15 guests, seafood, Saturday at 6',
    want: {
      location: SEA,
      neighbourhood: 'Ballard',
      groupSize: 15,
      cuisines: ['Seafood'],
      date: '2027-01-16',
      time: 'dinner',
      exactTime: '6:00 PM',
    },
  },
  {
    text: 'Lincoln Park, 20 people, brunch, no preference',
    want: { location: CHI, neighbourhood: 'Lincoln Park', groupSize: 20, time: 'brunch' },
  },
  {
    text: 'A hundred people, gala, New York',
    want: { occasion: 'Fundraiser', location: NY },
    absent: ['groupSize'],
  },
  {
    text: 'dinner for 20 in Boston on the 4th floor of our office',
    want: { time: 'dinner', groupSize: 20, location: BOS },
    absent: ['date'],
  },
  {
    text: 'team of 18 in Chicago, thai, $$, a week from friday',
    want: { groupSize: 18, location: CHI, cuisines: ['Thai'], budget: 'moderate', date: '2027-01-22' },
  },
  {
    text: 'meetup for 40 developers in Seattle, pizza and beer, cheap',
    want: { occasion: 'Networking Event', groupSize: 40, location: SEA, cuisines: ['Italian'], budget: 'moderate' },
  },
  {
    text: 'holiday party, 30 people, SF, but not on a friday, and no Chinese food',
    want: { occasion: 'Holiday Party', groupSize: 30, location: SF, excludedCuisines: ['Chinese'] },
    absent: ['date', 'cuisines'],
    against: { cuisines: ['Chinese'] },
  },
  {
    text: "we'll be around 22, birthday, Las Vegas, steakhouse, $150 a person",
    want: {
      groupSize: 22,
      occasion: 'Birthday Celebration',
      location: LV,
      cuisines: ['Steakhouse'],
      budget: 'luxury',
    },
  },
  {
    text: 'Feb 14 for 10 people in Napa, romantic wine dinner',
    want: { date: '2027-02-14', groupSize: 10, location: NAPA, vibe: 'Cozy & Intimate', time: 'dinner' },
  },
]
