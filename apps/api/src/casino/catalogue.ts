import type { CasinoCategory } from '@bf/api-client/casino';

/**
 * The reference API's demo casino catalogue (docs/decisions.md "Casino"): made-up providers and games, written into
 * the database by migration 016_casino_catalogue. Shipped data: append only (a game's id is its position + 1 and
 * appears in links), never reorder.
 */
export interface CatalogueProvider {
  id: string;
  name: string;
  /** The hue its tiles are drawn around (0–359). */
  hue: number;
}

export const CATALOGUE_PROVIDERS: readonly CatalogueProvider[] = [
  { id: 'aurora-play', name: 'Aurora Play', hue: 280 },
  { id: 'nordlight', name: 'Nordlight Gaming', hue: 200 },
  { id: 'red-panda', name: 'Red Panda Studios', hue: 10 },
  { id: 'sunset-reels', name: 'Sunset Reels', hue: 30 },
  { id: 'orbit-live', name: 'Orbit Live', hue: 160 },
  { id: 'golden-koi', name: 'Golden Koi', hue: 45 },
  { id: 'pixel-forge', name: 'Pixel Forge', hue: 320 },
  { id: 'bluewave', name: 'Bluewave Games', hue: 220 },
];

export interface CatalogueGame {
  name: string;
  category: CasinoCategory;
  subcategory: string | null;
  provider: string;
  isNew?: boolean;
  isPopular?: boolean;
}

type Row = [name: string, subcategory: string | null, provider: string, flags?: 'new' | 'popular' | 'both'];
const rows = (category: CasinoCategory, list: Row[]): CatalogueGame[] =>
  list.map(([name, subcategory, provider, flags]) => ({
    name,
    category,
    subcategory,
    provider,
    isNew: flags === 'new' || flags === 'both',
    isPopular: flags === 'popular' || flags === 'both',
  }));

export const CATALOGUE_GAMES: readonly CatalogueGame[] = [
  ...rows('slots', [
    ['Fruit Fiesta', 'fruits', 'sunset-reels', 'popular'],
    ['Cherry Blaze', 'fruits', 'red-panda', 'both'],
    ['Lucky Sevens Deluxe', 'classic', 'golden-koi', 'popular'],
    ['Pharaoh Gold', 'egypt', 'aurora-play'],
    ['Sands of Anubis', 'egypt', 'nordlight', 'new'],
    ['Viking Voyage', 'adventure', 'nordlight', 'popular'],
    ['Jungle Quest', 'adventure', 'bluewave'],
    ['Dragon Pearls', 'asian', 'golden-koi', 'both'],
    ['Neon Nights', 'classic', 'pixel-forge', 'new'],
    ['Starlight Gems', 'gems', 'aurora-play', 'popular'],
    ['Crystal Cavern', 'gems', 'bluewave'],
    ['Wild Bison', 'adventure', 'sunset-reels'],
    ['Frozen Fortune', 'gems', 'nordlight'],
    ['Mega Melons', 'fruits', 'pixel-forge'],
    ['Book of Secrets', 'egypt', 'red-panda', 'popular'],
    ['Pirate Plunder', 'adventure', 'bluewave', 'new'],
    ['Golden Bells', 'classic', 'sunset-reels'],
    ['Cosmic Cash', 'gems', 'pixel-forge', 'both'],
    ['Lotus Garden', 'asian', 'golden-koi'],
    ['Thunder Reels', 'classic', 'red-panda'],
  ]),
  ...rows('live-casino', [
    ['Royal Roulette', 'roulette', 'orbit-live', 'popular'],
    ['Lightning Roulette Live', 'roulette', 'orbit-live', 'both'],
    ['Blackjack Classic', 'blackjack', 'orbit-live', 'popular'],
    ['Speed Blackjack', 'blackjack', 'aurora-play', 'new'],
    ['Baccarat Squeeze', 'baccarat', 'golden-koi'],
    ['Dragon Tiger Live', 'baccarat', 'golden-koi', 'popular'],
    ['Dream Wheel', 'game-shows', 'orbit-live', 'new'],
    ['Dice Duel Live', 'game-shows', 'nordlight'],
  ]),
  ...rows('bingo', [
    ['Bingo Blast 90', null, 'bluewave', 'popular'],
    ['Speed Bingo 75', null, 'sunset-reels'],
    ['Bingo Party', null, 'pixel-forge', 'new'],
    ['Island Bingo', null, 'bluewave'],
  ]),
  ...rows('keno', [
    ['Keno Classic', null, 'nordlight', 'popular'],
    ['Turbo Keno', null, 'pixel-forge'],
    ['Keno Universe', null, 'aurora-play', 'new'],
  ]),
  ...rows('tvgames', [
    ['Wheel of Luck TV', null, 'orbit-live', 'popular'],
    ['Lotto Show 6/45', null, 'orbit-live'],
    ['Poker Duel TV', null, 'nordlight'],
    ['Dice Studio', null, 'aurora-play', 'new'],
  ]),
  ...rows('virtualsports', [
    ['Virtual Football League', null, 'pixel-forge', 'popular'],
    ['Virtual Horse Racing', null, 'sunset-reels'],
    ['Virtual Tennis Open', null, 'bluewave'],
    ['Greyhound Sprint', null, 'red-panda', 'new'],
  ]),
  ...rows('fast-games', [
    ['Plinko Drop', null, 'pixel-forge', 'both'],
    ['Mines Rush', null, 'red-panda', 'popular'],
    ['Hi-Lo Flash', null, 'nordlight'],
    ['Coin Flip Pro', null, 'bluewave'],
  ]),
  ...rows('scratchcards', [
    ['Scratch Gold', null, 'golden-koi', 'popular'],
    ['Lucky Scratch', null, 'sunset-reels'],
    ['Diamond Scratch', null, 'aurora-play', 'new'],
  ]),
  ...rows('fishinghunting', [
    ['Ocean King', null, 'golden-koi', 'popular'],
    ['Fish Hunter Deluxe', null, 'bluewave'],
    ['Dino Hunt', null, 'red-panda', 'new'],
  ]),
  ...rows('asian-games', [
    ['Sic Bo Deluxe', null, 'golden-koi', 'popular'],
    ['Fan Tan', null, 'golden-koi'],
    ['Mahjong Ways', null, 'red-panda', 'new'],
    ['Teen Patti', null, 'aurora-play'],
  ]),
  ...rows('card-games', [
    ['Casino Hold\u2019em', null, 'nordlight', 'popular'],
    ['Three Card Poker', null, 'orbit-live'],
    ['Red Dog', null, 'sunset-reels'],
    ['Pontoon Pro', null, 'bluewave', 'new'],
  ]),
  ...rows('crash-games', [
    ['Rocket Crash', null, 'pixel-forge', 'both'],
    ['Aviator Sky', null, 'bluewave', 'popular'],
    ['Jet Lucky', null, 'red-panda'],
    ['Balloon Pop', null, 'sunset-reels', 'new'],
  ]),
  ...rows('skill-games', [
    ['Penalty Shootout', null, 'pixel-forge', 'popular'],
    ['Darts Master', null, 'nordlight'],
    ['Basketball Hoops', null, 'bluewave', 'new'],
  ]),
  ...rows('poker', [
    ['Texas Hold\u2019em', null, 'nordlight', 'popular'],
    ['Omaha High', null, 'nordlight'],
    ['Video Poker Jacks', null, 'aurora-play'],
    ['Caribbean Stud', null, 'orbit-live', 'new'],
  ]),
  ...rows('othergames', [
    ['Lucky Wheel', null, 'aurora-play', 'popular'],
    ['Daily Lottery', null, 'sunset-reels'],
    ['Treasure Chest', null, 'golden-koi', 'new'],
    ['Horse Derby', null, 'red-panda'],
    ['Penny Pusher', null, 'pixel-forge'],
    ['Bubble Shooter Cash', null, 'bluewave'],
  ]),
];

/** A game's slug from its name: lower case, letters and digits joined by single dashes. */
export function gameSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
