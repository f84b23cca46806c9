// What a quote may include, one known list: a proposal's or a venue quote's included items, the
// matrix of a brief's comparison and a brief's must-haves all name the same items.

/**
 * What a quote may include, as a known list so quotes compare item by item (the matrix) and a
 * brief's must-haves name the same items. Labels are the planner's words.
 */
export const QUOTE_ITEMS = [
  { id: 'food', label: 'Food' },
  { id: 'drinks', label: 'Drinks' },
  { id: 'soft_drinks', label: 'Soft drinks' },
  { id: 'dessert', label: 'Dessert' },
  { id: 'service', label: 'Service charge' },
  { id: 'av', label: 'AV equipment' },
  { id: 'exclusive_use', label: 'Exclusive use' },
  { id: 'decorations', label: 'Decorations' },
  { id: 'printed_menus', label: 'Printed menus' },
  { id: 'cake_cutting', label: 'Cake cutting' },
  { id: 'coat_check', label: 'Coat check' },
  { id: 'parking', label: 'Parking' },
] as const
export type QuoteItem = (typeof QUOTE_ITEMS)[number]['id']
export const QUOTE_ITEM_IDS = QUOTE_ITEMS.map((i) => i.id) as [QuoteItem, ...QuoteItem[]]

const ITEM_LABELS: Record<string, string> = Object.fromEntries(QUOTE_ITEMS.map((i) => [i.id, i.label]))
export const quoteItemLabel = (id: string) => ITEM_LABELS[id] ?? id

/**
 * A package's free-text "what is included" as known items, for a quote's default: a label matches
 * an item by id or label, case and punctuation aside ("AV", "Exclusive use", "drinks").
 */
export function quoteItemsOf(labels: readonly string[]): QuoteItem[] {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '')
  const wanted = new Set(labels.map(norm))
  return QUOTE_ITEMS.filter((i) => wanted.has(norm(i.id)) || wanted.has(norm(i.label))).map((i) => i.id)
}
