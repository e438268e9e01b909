import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';

// Every folder under ./locales is a language; each must carry the same namespaces and keys as English.
const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));
const SOURCE_LANGUAGE = 'en';
const NAMESPACES = ['common', 'routes', 'auth', 'sports', 'coupon', 'office', 'payments', 'limits', 'history', 'casino'] as const;
/** Share of values a translation must change relative to English (brand names, "MMA", "Poker"... may stay). */
const MIN_TRANSLATED_SHARE = 0.9;

type Namespace = (typeof NAMESPACES)[number];
type FlatLocale = Map<string, unknown>;

const languages = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function namespacePath(lng: string, ns: Namespace): string {
  return fileURLToPath(new URL(`./locales/${lng}/${ns}.json`, import.meta.url));
}

function flatten(value: unknown, prefix: string, out: FlatLocale): FlatLocale {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lng: string, ns: Namespace): FlatLocale {
  const parsed: unknown = JSON.parse(readFileSync(namespacePath(lng, ns), 'utf8'));
  return flatten(parsed, '', new Map());
}

/** Placeholder names, e.g. "{{ year }}" and "{{amount, number}}" give ["amount", "year"]. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
    names.add((match[1] ?? '').split(',')[0]!.trim());
  }
  return [...names].sort();
}

const source = new Map<Namespace, FlatLocale>(NAMESPACES.map((ns) => [ns, load(SOURCE_LANGUAGE, ns)]));

function sourceOf(ns: Namespace): FlatLocale {
  const flat = source.get(ns);
  if (!flat) throw new Error(`English namespace ${ns} was not loaded`);
  return flat;
}

describe('locale files', () => {
  it('include English and at least one translation', () => {
    expect(languages).toContain(SOURCE_LANGUAGE);
    expect(languages.length).toBeGreaterThan(1);
  });

  describe.each(languages)('%s', (lng) => {
    describe.each(NAMESPACES)('%s namespace', (ns) => {
      it('exists', () => {
        expect(existsSync(namespacePath(lng, ns)), `missing file locales/${lng}/${ns}.json`).toBe(true);
      });

      it('has exactly the English key paths', () => {
        const en = sourceOf(ns);
        const flat = load(lng, ns);
        const missing = [...en.keys()].filter((key) => !flat.has(key));
        const extra = [...flat.keys()].filter((key) => !en.has(key));
        expect(
          { missing, extra },
          `${lng}/${ns}.json differs from en: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`,
        ).toEqual({ missing: [], extra: [] });
      });

      it('has a non-empty string for every key', () => {
        const bad = [...load(lng, ns)]
          .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
          .map(([key, value]) => `${key} = ${JSON.stringify(value)}`);
        expect(bad, `${lng}/${ns}.json has empty or non-string values`).toEqual([]);
      });

      it('keeps the English {{placeholders}}', () => {
        const en = sourceOf(ns);
        const mismatches: string[] = [];
        for (const [key, value] of load(lng, ns)) {
          const english = en.get(key);
          if (typeof value !== 'string' || typeof english !== 'string') continue;
          const expected = placeholders(english);
          const actual = placeholders(value);
          if (expected.join('|') !== actual.join('|')) {
            mismatches.push(`${key}: expected [${expected.join(', ')}], got [${actual.join(', ')}]`);
          }
        }
        expect(mismatches, `${lng}/${ns}.json placeholder mismatch`).toEqual([]);
      });
    });

    it.skipIf(lng === SOURCE_LANGUAGE)(`translates at least ${MIN_TRANSLATED_SHARE * 100}% of the values`, () => {
      let total = 0;
      const unchanged: string[] = [];
      for (const ns of NAMESPACES) {
        const en = sourceOf(ns);
        for (const [key, value] of load(lng, ns)) {
          const english = en.get(key);
          if (typeof value !== 'string' || typeof english !== 'string') continue;
          total += 1;
          if (value.trim() === english.trim()) unchanged.push(`${ns}:${key}`);
        }
      }
      expect(total).toBeGreaterThan(0);
      const share = (total - unchanged.length) / total;
      expect(
        share,
        `${lng}: only ${(share * 100).toFixed(1)}% translated; same as English: ${unchanged.join(', ')}`,
      ).toBeGreaterThanOrEqual(MIN_TRANSLATED_SHARE);
    });
  });
});
