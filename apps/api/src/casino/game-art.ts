import { html } from 'hono/html';
import type { CasinoGame } from '@bf/api-client/casino';

/** XML text: the five characters that could end an attribute or open markup are escaped. */
const xml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A number from a name, the same every time (picks a game's pattern and shifts its hue). */
function nameHash(name: string): number {
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The emblem drawn in the upper half of a tile, by category. */
const EMBLEM: Record<CasinoGame['category'], string> = {
  slots: '7',
  'live-casino': '\u2660',
  bingo: 'B',
  keno: '#',
  tvgames: '\u25B6',
  virtualsports: '\u26BD',
  'fast-games': '\u26A1',
  scratchcards: '\u2736',
  fishinghunting: '\u2693',
  'asian-games': '\u2740',
  'card-games': '\u2663',
  'crash-games': '\u2197',
  'skill-games': '\u25CE',
  poker: '\u2665',
  othergames: '\u2605',
};

/** Splits a name into at most three lines of about 12 characters for the tile. */
function lines(name: string): string[] {
  const out: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && last.length + word.length < 12) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/**
 * A game's tile picture (3:4), drawn here from its name and its provider's hue: a gradient, a pattern of circles
 * and the name. No external file; every text escaped.
 */
export function gameTileSvg(game: Pick<CasinoGame, 'name' | 'category'> & { hue: number }): string {
  const hash = nameHash(game.name);
  const hue = (game.hue + (hash % 40) - 20 + 360) % 360;
  const hue2 = (hue + 40 + (hash % 60)) % 360;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = ((hash >>> (i * 3)) % 240) + 20;
    const y = ((hash >>> (i * 2 + 5)) % 200) + 20;
    const r = 18 + ((hash >>> (i + 7)) % 50);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.06 + i * 0.025).toFixed(3)}"/>`;
  }).join('');
  const text = lines(game.name)
    .map((line, i, all) => `<text x="150" y="${300 - (all.length - 1 - i) * 34}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="30" fill="#fff">${xml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 24%)"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#g)"/>${circles}
<circle cx="150" cy="140" r="72" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>
<text x="150" y="168" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="84" fill="#fff">${xml(EMBLEM[game.category])}</text>
<rect width="300" height="400" fill="url(#s)"/>
${text}
</svg>`;
}

/** The demo game page the "play demo" link opens: the game's name and provider and a note; no real play. */
export function gameDemoPage(game: CasinoGame) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${game.name} (demo)</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #111827; color: #f9fafb; }
      main { text-align: center; padding: 2rem; }
      img { width: 12rem; aspect-ratio: 3 / 4; border-radius: 1rem; }
    </style>
  </head>
  <body>
    <main>
      <img src="${game.imageUrl}" alt="" />
      <h1>${game.name}</h1>
      <p>${game.provider.name}: demo mode. This page stands in for the provider's game; no money is played.</p>
    </main>
  </body>
</html>`;
}
