/**
 * The reference SEO service's data (SEO-001 to SEO-004; docs/decisions.md "SEO data and the SEO block"): page SEO
 * data and the bottom-of-page text by site path (without the language prefix) and language, and the sports map.
 * Texts are written as Markdown and served as blocks, never HTML (`parseContent`, as the information pages).
 */
import { LONG_TERM_SPORT, seoSportsMap, type SeoContent, type SeoPage, type SeoSport } from '@bf/api-client/web-api/seo';
import { parseContent } from '../content/content-blocks.ts';
import { SPORTS } from '../sports/catalog.ts';
import { loc, type FeedLang, type Localized } from '../sports/i18n.ts';

type PageSeed = Omit<SeoPage, 'path' | 'lang' | 'title' | 'description'> & { title: Partial<Localized> & { en: string }; description: Partial<Localized> & { en: string } };

const page = (title: PageSeed['title'], description: PageSeed['description'], extra: Partial<Omit<PageSeed, 'title' | 'description'>> = {}): PageSeed => ({
  title,
  description,
  metaRobots: 'index, follow',
  hierarchyMetaRobots: '',
  metas: [],
  customCanonical: null,
  ...extra,
});

/** Pages with SEO data of their own; any other page gets {@link DEFAULT_PAGE}. */
const PAGES: ReadonlyMap<string, PageSeed> = new Map([
  [
    '/',
    page(
      { en: 'Sports betting online: live and pre-match odds · BetFront', ru: 'Ставки на спорт онлайн: live и прематч · BetFront' },
      { en: 'Bet on football, tennis, basketball and more: pre-match and live odds, quick coupons and fast payouts.', ru: 'Ставки на футбол, теннис, баскетбол и другие виды спорта: прематч и live, быстрые купоны и выплаты.' },
      { metas: [{ name: 'keywords', content: 'sports betting, live betting, odds' }] },
    ),
  ],
  ['/home/live', page({ en: 'Live betting: odds that follow the game · BetFront', ru: 'Ставки live: коэффициенты по ходу игры · BetFront' }, { en: 'Bet while the game is on: live odds on football, tennis, basketball and more, updated every few seconds.', ru: 'Ставки по ходу игры: live-коэффициенты на футбол, теннис, баскетбол и другие виды спорта.' })],
  ['/home/line', page({ en: 'Pre-match betting: the line for today and the week · BetFront', ru: 'Ставки до матча: линия на сегодня и неделю · BetFront' }, { en: 'The pre-match line: every championship and game ahead, with the odds for each market.', ru: 'Прематч-линия: все чемпионаты и матчи с коэффициентами на каждый рынок.' })],
  [
    '/casino',
    page(
      { en: 'Online casino: slots, roulette and live dealers · BetFront', ru: 'Онлайн-казино: слоты, рулетка и live-дилеры · BetFront' },
      { en: 'Play slots, roulette, blackjack and live dealer games from the best providers.', ru: 'Слоты, рулетка, блэкджек и игры с живыми дилерами от лучших провайдеров.' },
      // The lobby's canonical is its English page in every language (mode url, a path of this site).
      { customCanonical: { mode: 'url', targetUrl: '/en/casino' } },
    ),
  ],
]);

/** Sections whose robots every page under them inherits (`hierarchyMetaRobots`). */
const SECTION_ROBOTS: readonly [prefix: string, robots: string][] = [
  ['/office', 'noindex, nofollow'],
  ['/casino/game', 'noindex'],
  ['/slots/game', 'noindex'],
  ['/print-coupon', 'noindex, nofollow'],
];

const DEFAULT_PAGE = page({ en: '' }, { en: '' });

const pick = (text: Partial<Localized> & { en: string }, lang: FeedLang) => text[lang] ?? text.en;

/** The long-term sport's name in the sports map (SEO-004). */
const LONG_TERM_NAMES: Localized = loc('Long-term bets', 'Долгосрочные ставки', { uk: 'Довгострокові ставки', kk: 'Ұзақ мерзімді ставкалар', az: 'Uzunmüddətli mərclər', de: 'Langzeitwetten', es: 'Apuestas a largo plazo', pt: 'Apostas de longo prazo', tr: 'Uzun vadeli bahisler', fr: 'Paris à long terme', it: 'Scommesse antepost' });

/** SEO-004: the sports by id with their slug and name in `lang`, the fixed long-term entry added. */
export function sportsMap(lang: FeedLang): ReadonlyMap<number, SeoSport> {
  return seoSportsMap(
    SPORTS.map((sport) => ({ id: sport.id, slug: sport.slug, name: sport.names[lang] })),
    LONG_TERM_NAMES[lang],
  );
}

const SPORT_TITLE: Localized = loc('{sport} betting: odds and lines · BetFront', 'Ставки на {sport}: коэффициенты и линия · BetFront', { de: '{sport}-Wetten: Quoten · BetFront' });

/** A sport's page (`/home/line/football`, `/home/live/long-term`): its title from the sports map. */
function sportPage(path: string, lang: FeedLang): PageSeed | undefined {
  const match = /^\/home\/(live|line)\/([a-z0-9-]+)$/u.exec(path);
  if (!match) return undefined;
  const sport = [...sportsMap(lang).values()].find((entry) => entry.slug === match[2]);
  if (!sport) return undefined;
  const title = SPORT_TITLE[lang].replace('{sport}', sport.name);
  return page({ en: title }, { en: sport.id === LONG_TERM_SPORT.id ? 'Outrights: bet on who wins the league, the cup or the tournament.' : `${sport.name}: every championship with pre-match and live odds.` });
}

/** SEO-001: a page's SEO data; pages without their own get empty texts (the site's route title stays). */
export function findSeoPage(path: string, lang: FeedLang): SeoPage {
  const seed = PAGES.get(path) ?? sportPage(path, lang) ?? DEFAULT_PAGE;
  const section = SECTION_ROBOTS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return {
    path,
    lang,
    title: pick(seed.title, lang),
    description: pick(seed.description, lang),
    metaRobots: seed.metaRobots,
    hierarchyMetaRobots: section?.[1] ?? seed.hierarchyMetaRobots,
    metas: seed.metas,
    customCanonical: seed.customCanonical,
  };
}

/** The bottom-of-page texts: `style` and the Markdown source (the spec's content string) by path and language. */
const CONTENT: ReadonlyMap<string, { style: string; text: Partial<Localized> & { en: string } }> = new Map([
  [
    '/',
    {
      style: 'columns',
      text: {
        en: `BetFront is a sports betting site with pre-match and live odds on football, tennis, basketball, ice hockey and more, in eleven languages.

## Live betting

Follow games as they happen and bet on the [live list](/home/live): odds move with the score, and a quick coupon places a bet in one tap.

## Pre-match line

The [line](/home/line) has every championship ahead, from the **Premier League** to the ATP tour, with markets for results, totals and handicaps.

## Play responsibly

Set deposit and bet limits in your account, take a break when you need one, and read our [responsible gaming](/information/responsiblegaming) page.`,
        ru: `BetFront — сайт ставок на спорт: прематч и live на футбол, теннис, баскетбол, хоккей и другие виды спорта на одиннадцати языках.

## Ставки live

Следите за игрой и делайте ставки в [live](/home/live): коэффициенты меняются вместе со счётом.

## Линия

В [линии](/home/line) все предстоящие чемпионаты — от **Премьер-лиги** до турнира ATP.`,
      },
    },
  ],
  ['/home/live', { style: 'plain', text: { en: 'Live betting at BetFront: odds on games in play, updated every few seconds.\n\nPick a sport on the left to see its games, or open a game for every market.' } }],
  ['/home/line', { style: 'plain', text: { en: 'The pre-match line: championships and games ahead, with the odds for each market.\n\nFilter by time to see today\'s games or the whole week.' } }],
  ['/casino', { style: 'plain', text: { en: 'The BetFront casino: slots, roulette, blackjack and live dealers from leading providers.\n\nEvery game opens in demo mode before you play for money.' } }],
]);

/** SEO-003: a page's SEO text as blocks with its style; a page without one answers no blocks. */
export function findSeoContent(path: string, lang: FeedLang): SeoContent {
  const entry = CONTENT.get(path);
  if (!entry) return { path, lang, style: 'plain', blocks: [] };
  return { path, lang, style: entry.style, blocks: parseContent(pick(entry.text, lang)).blocks };
}
