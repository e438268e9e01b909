// Championships by country, as the sport lists group them when the player asks for it.

/** The country's name in a language (Intl), or null for international championships. */
export function countryName(country: string | null, lng: string): string | null {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return null;
  try {
    return new Intl.DisplayNames([lng, 'en'], { type: 'region' }).of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return country.toUpperCase();
  }
}

/** One country's championships. */
export interface CountryGroup<T> {
  /** ISO code in capitals, or null for international. */
  country: string | null;
  /** Null for international: the UI names it. */
  name: string | null;
  items: T[];
}

/** Items grouped by country in the order the feed lists them (menu order), international ones in their own group. */
export function groupByCountry<T extends { country: string | null }>(items: readonly T[], lng: string): CountryGroup<T>[] {
  const groups = new Map<string, CountryGroup<T>>();
  for (const item of items) {
    const key = item.country?.toUpperCase() ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { country: item.country ? key : null, name: countryName(item.country, lng), items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
