import { describe, expect, it } from 'vitest';
import { sportsTrail } from './breadcrumbs.ts';
import { lineCaption, lineHead, lineHeads } from './list-models.ts';
import { nameHash, teamCrest, teamInitials } from './team-crest.ts';
import { sportsLinks } from './use-sports-route.ts';
import type { SportsGame, SportsMarket } from './sports-types.ts';

const market = (type: string, param: number, names: [string, string], types: [string, string]): SportsMarket => ({
  id: 1,
  gameId: 1,
  type,
  groupId: 3,
  group: type === 'total' ? 'totals' : 'handicap',
  name: type === 'total' ? 'Total goals' : 'Handicap',
  kind: 3,
  param,
  outcomes: [
    { id: 11, type: types[0], name: names[0] },
    { id: 12, type: types[1], name: names[1] },
  ],
});

describe('list line columns', () => {
  it('captions a total with its line and each handicap side with its own sign', () => {
    const total = market('total', 2.5, ['Over 2.5', 'Under 2.5'], ['over', 'under']);
    expect(total.outcomes.map((outcome) => lineCaption(total, outcome))).toEqual(['2.5', '2.5']);
    const handicap = market('handicap', -1.5, ['1 (-1.5)', '2 (+1.5)'], ['1', '2']);
    expect(handicap.outcomes.map((outcome) => lineCaption(handicap, outcome))).toEqual(['\u22121.5', '+1.5']);
  });

  it('heads a line column with the outcome\'s name without its line', () => {
    expect(lineHead('Over 2.5')).toBe('Over');
    expect(lineHead('Más 2.5')).toBe('Más');
    expect(lineHead('1 (+0.5)')).toBe('1');
    expect(lineHead('2 (-1)')).toBe('2');
  });

  it('shows only the line columns some game of the block has, total before handicap', () => {
    const game = (lines: SportsMarket[]) => ({ lineMarkets: lines }) as unknown as SportsGame;
    const heads = lineHeads([game([]), game([market('handicap', 0.5, ['1 (+0.5)', '2 (-0.5)'], ['1', '2'])]), game([market('total', 2.5, ['Over 2.5', 'Under 2.5'], ['over', 'under'])])]);
    expect(heads).toEqual([
      { key: 'total', title: 'Total goals', columns: ['Over', 'Under'] },
      { key: 'handicap', title: 'Handicap', columns: ['1', '2'] },
    ]);
    expect(lineHeads([game([])])).toEqual([]);
  });
});

describe('the sports trail', () => {
  const links = sportsLinks('en');
  it('goes section › sport › country › championship › game, each a link, the last the current page', () => {
    const items = sportsTrail(links, 'en', {
      section: 'line',
      sectionName: 'Line',
      sport: { id: 1, name: 'Football' },
      country: 'GB',
      internationalName: 'International',
      champ: { id: 101, sportId: 1, name: 'England. Premier League' },
      game: { name: 'Arsenal – Chelsea', href: '/en/home/line/football/1/101-england-premier-league/7-arsenal-chelsea' },
    });
    expect(items.map((item) => [item.label, item.href, item.isCurrent])).toEqual([
      ['Line', '/en/home/line', false],
      ['Football', '/en/home/line/football', false],
      ['United Kingdom', '/en/home/line/football#country-GB', false],
      ['England. Premier League', '/en/home/line/football/1/101-england-premier-league', false],
      ['Arsenal – Chelsea', '/en/home/line/football/1/101-england-premier-league/7-arsenal-chelsea', true],
    ]);
  });

  it('names the region in the page\'s language, and international championships as such', () => {
    const ru = sportsTrail(sportsLinks('ru'), 'ru', { section: 'live', sectionName: 'Лайв', sport: { id: 1, name: 'Футбол' }, country: 'DE', internationalName: 'Международные', champ: { id: 5, sportId: 1, name: 'Бундеслига' } });
    expect(ru.map((item) => item.label)).toEqual(['Лайв', 'Футбол', 'Германия', 'Бундеслига']);
    const intl = sportsTrail(links, 'en', { section: 'line', sectionName: 'Line', sport: { id: 1, name: 'Football' }, country: null, internationalName: 'International', champ: { id: 9, sportId: 1, name: 'UEFA Champions League' } });
    expect(intl[2]).toMatchObject({ label: 'International', href: '/en/home/line/football#country-intl' });
  });

  it('stops at the sport on a sport\'s page', () => {
    expect(sportsTrail(links, 'en', { section: 'line', sectionName: 'Line', sport: { id: 1, name: 'Football' }, internationalName: 'International' }).map((item) => [item.label, item.isCurrent])).toEqual([
      ['Line', false],
      ['Football', true],
    ]);
  });
});

describe('team crests', () => {
  it('takes the initials of the first two words, or the first two letters of one', () => {
    expect(teamInitials('Tottenham Hotspur')).toBe('TH');
    expect(teamInitials('Arsenal')).toBe('AR');
    expect(teamInitials('1. FC Köln')).toBe('FK');
    expect(teamInitials('Brighton & Hove Albion')).toBe('BH');
  });

  it('gives the same name the same crest, and spreads names over shapes and colours', () => {
    expect(teamCrest('Liverpool')).toEqual(teamCrest('Liverpool'));
    expect(nameHash('a')).toBe(0xe40c292c);
    const names = Array.from({ length: 200 }, (_, index) => `Team ${index}`);
    const crests = names.map(teamCrest);
    expect(new Set(crests.map((crest) => crest.shape)).size).toBe(4);
    expect(new Set(crests.map((crest) => crest.colors[0])).size).toBeGreaterThanOrEqual(12);
    for (const crest of crests) expect(crest.colors[1]).not.toBe(crest.colors[0]);
  });

  it('writes the initials in a colour readable on the field (4.5:1)', () => {
    const luminance = (hex: string) => {
      const channel = (at: number) => {
        const value = parseInt(hex.slice(at, at + 2), 16) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    };
    for (let index = 0; index < 300; index++) {
      const crest = teamCrest(`Club ${index}`);
      const [a, b] = [luminance(crest.colors[0]), luminance(crest.ink)].sort((x, y) => y - x) as [number, number];
      expect((a + 0.05) / (b + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
