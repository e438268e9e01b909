/**
 * A team's crest drawn on the device from its name alone: a shape, two colours and the initials, the same for the
 * same name everywhere (lists, game page, slip), so rows are told apart at a glance without downloading a logo.
 * Pure; the kits draw it as inline SVG.
 */
export interface TeamCrest {
  /** Up to two letters: the first letters of the first two words, or the first two of a single word. */
  initials: string;
  shape: 'shield' | 'circle' | 'hexagon' | 'square';
  /** The field's colour and the band's colour (hex). */
  colors: readonly [string, string];
  /** How the second colour crosses the field. */
  pattern: 'plain' | 'band' | 'half' | 'stripes';
  /** The initials' colour, readable on the field (WCAG contrast against it at least 4.5:1). */
  ink: '#ffffff' | '#111827';
}

// Club colours: saturated enough to tell apart, each paired with a readable ink.
const PALETTE = ['#c8102e', '#034694', '#132257', '#6cabdd', '#fdb913', '#00a650', '#7a263a', '#f47a20', '#241f20', '#ffffff', '#5c2d91', '#e30613', '#0057b8', '#1b4d3e', '#9e1b32', '#00a1de'] as const;
const SHAPES = ['shield', 'circle', 'hexagon', 'square'] as const;
const PATTERNS = ['plain', 'band', 'half', 'stripes'] as const;

/** FNV-1a over the name's UTF-16 code units: a fixed, well-spread 32-bit hash. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Relative luminance of a hex colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The initials of a team name ("Tottenham Hotspur" → "TH", "Arsenal" → "AR", "1. FC Köln" → "FK"). */
export function teamInitials(name: string): string {
  const words = name.normalize('NFC').split(/[\s\-–.]+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return name.trim().slice(0, 2).toUpperCase() || '?';
  if (words.length === 1) return [...(words[0] as string)].slice(0, 2).join('').toUpperCase();
  return ((words[0] as string)[0]! + (words[1] as string)[0]!).toUpperCase();
}

/** The crest of a team name: the same name always gives the same crest. */
export function teamCrest(name: string): TeamCrest {
  const hash = nameHash(name.trim().toLowerCase());
  const field = PALETTE[hash % PALETTE.length] as string;
  let band = PALETTE[(hash >>> 4) % PALETTE.length] as string;
  if (band === field) band = PALETTE[((hash >>> 4) + 5) % PALETTE.length] as string;
  const ink = (luminance(field) + 0.05) / 0.05 >= 4.5 ? '#111827' : '#ffffff';
  return { initials: teamInitials(name), shape: SHAPES[(hash >>> 8) % SHAPES.length] as TeamCrest['shape'], colors: [field, band], pattern: PATTERNS[(hash >>> 12) % PATTERNS.length] as TeamCrest['pattern'], ink };
}
