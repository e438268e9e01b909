// Counts what the two platforms still write twice: for each pair of same-named source files in the two apps
// (apps/desktop/src ↔ apps/mobile/src) and the two kits (packages/ui-desktop/src ↔ packages/ui-mobile/src), the
// lines they share (a multiset intersection of trimmed, non-blank lines that are not import lines or lone
// punctuation). Tests are excluded. `node --import tsx scripts/twin-lines.ts [--list]`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAIRS: [string, string][] = [
  ['apps/desktop/src', 'apps/mobile/src'],
  ['packages/ui-desktop/src', 'packages/ui-mobile/src'],
];
const SOURCE = /\.(ts|tsx|css)$/;
const TEST = /\.(test|spec|ssr\.test|stories)\.[jt]sx?$/;
const TRIVIAL = /^[\s{}()[\];,<>/]*$|^import\s|^\/\/|^\/?\*|^\*\//;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !TEST.test(name)) out.push(relative(dir, path));
    }
  };
  try {
    walk(dir);
  } catch {
    // a missing folder has no files
  }
  return out;
}

function meaningfulLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !TRIVIAL.test(line));
}

/** Lines shared by two files, counted with multiplicity. */
export function sharedLineCount(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const line of a) counts.set(line, (counts.get(line) ?? 0) + 1);
  let shared = 0;
  for (const line of b) {
    const left = counts.get(line) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(line, left - 1);
    }
  }
  return shared;
}

export function twinLines(): { total: number; files: { file: string; shared: number }[] } {
  const files: { file: string; shared: number }[] = [];
  for (const [left, right] of PAIRS) {
    const rightFiles = new Set(filesUnder(join(root, right)));
    for (const file of filesUnder(join(root, left))) {
      if (!rightFiles.has(file)) continue;
      const shared = sharedLineCount(meaningfulLines(join(root, left, file)), meaningfulLines(join(root, right, file)));
      if (shared > 0) files.push({ file: `${left}/${file}`, shared });
    }
  }
  files.sort((a, b) => b.shared - a.shared);
  return { total: files.reduce((sum, f) => sum + f.shared, 0), files };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { total, files } = twinLines();
  if (process.argv.includes('--list')) for (const f of files) console.log(`${String(f.shared).padStart(5)}  ${f.file}`);
  console.log(`identical lines between same-named desktop/mobile files (apps + kits, tests excluded): ${total}`);
}
