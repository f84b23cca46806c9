// 'Nopa & Co’s Room' → 'nopa-and-cos-room': the one rule for venue slugs (seeded and staff-made).

/** Accents dropped, apostrophes removed, '&' read as 'and', anything else between words a '-';
 * at most `maxLength` characters, never ending on a '-'. */
export function slugify(s: string, maxLength = Infinity): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
}
