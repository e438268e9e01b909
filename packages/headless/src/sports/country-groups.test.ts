import { describe, expect, it } from 'vitest';
import { groupByCountry } from './country-groups.ts';

describe('grouping by country', () => {
  it('groups championships by country in feed order, international ones together', () => {
    const champs = [
      { id: 1, country: 'GB' },
      { id: 2, country: 'ES' },
      { id: 3, country: 'gb' },
      { id: 4, country: null },
    ];
    const groups = groupByCountry(champs, 'en');
    expect(groups.map((group) => [group.country, group.name, group.items.map((c) => c.id)])).toEqual([
      ['GB', 'United Kingdom', [1, 3]],
      ['ES', 'Spain', [2]],
      [null, null, [4]],
    ]);
    expect(groupByCountry(champs, 'de')[1]!.name).toBe('Spanien');
  });
});
