import { maintenanceSchema, siteConfigSchema, type Maintenance, type SiteConfig } from '@bf/api-client/schemas/site-config';
import type { Db } from '../db/db.ts';
import { displayName } from './display-name.ts';
import { resolveConfigLanguage } from './resolve-language.ts';

/** The reference API serves a single operator. */
export const OPERATOR_REF_ID = 1;

/** The SiteConfig fields kept in `site_config`; the rest come from their own tables or the operator id. */
export type StoredConfig = Omit<SiteConfig, 'ref_id' | 'languages' | 'currencies'>;

interface LanguageRow {
  code: string;
  name: string;
  native_name: string;
  is_hidden_for_guests: boolean;
}

interface CurrencyRow {
  id: number;
  iso: string;
  symbol: string;
  name: string;
}

/** Inserts or replaces the given config fields of the operator. */
export async function writeConfigValues(db: Db, values: Partial<StoredConfig>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db.query(
      `insert into site_config (ref_id, key, value) values ($1, $2, $3::jsonb)
       on conflict (ref_id, key) do update set value = excluded.value`,
      [OPERATOR_REF_ID, key, JSON.stringify(value)],
    );
  }
}

/**
 * The operator's full SiteConfig with language and currency names written in the requested language,
 * or in the default language when that one is unknown or absent; `language` says which was used.
 */
export async function loadSiteConfig(
  db: Db,
  requestedLanguage?: string,
): Promise<{ config: SiteConfig; language: string }> {
  const values = await db.query<{ key: string; value: unknown }>('select key, value from site_config where ref_id = $1', [
    OPERATOR_REF_ID,
  ]);
  // spec §8: 'no site config'; the data, not the visitor, is wrong, so this is a 500.
  if (values.rows.length === 0) throw new Error('no site config');
  const stored: Record<string, unknown> = Object.fromEntries(values.rows.map((row) => [row.key, row.value]));
  const languages = await db.query<LanguageRow>(
    'select code, name, native_name, is_hidden_for_guests from languages order by position',
  );
  const currencies = await db.query<CurrencyRow>('select id, iso, symbol, name from currencies order by position');

  const language = resolveConfigLanguage(
    requestedLanguage,
    languages.rows.map((row) => row.code),
    String(stored.defaultLanguage),
  );
  // Parsed whole, so what leaves the API always matches the contract the site reads with.
  const config = siteConfigSchema.parse({
    ref_id: OPERATOR_REF_ID,
    ...stored,
    languages: languages.rows.map((row) => ({
      code: row.code,
      name: displayName('language', row.code, language) ?? row.name,
      nativeName: row.native_name,
      isHiddenForGuests: row.is_hidden_for_guests,
    })),
    currencies: currencies.rows.map((row) => ({
      id: row.id,
      iso: row.iso,
      symbol: row.symbol,
      name: displayName('currency', row.iso, language) ?? row.name,
    })),
  });
  return { config, language };
}

/** The operator's maintenance window (spec §3 Maintenance). */
export async function loadMaintenance(db: Db): Promise<Maintenance> {
  const { rows } = await db.query<{ value: unknown }>(
    `select value from site_config where ref_id = $1 and key = 'maintenance'`,
    [OPERATOR_REF_ID],
  );
  return maintenanceSchema.parse(rows[0]?.value ?? {});
}

/** Switches maintenance on (started now, no planned end) or off, and returns the stored window. */
export async function setMaintenance(db: Db, isActive: boolean, now: Date): Promise<Maintenance> {
  const maintenance = maintenanceSchema.parse(isActive ? { isActive, started_at: now.toISOString() } : {});
  await writeConfigValues(db, { maintenance });
  return maintenance;
}

/** Fields the operator's config rows cannot set: they come from the operator id and their own tables. */
const NOT_STORED = new Set(['ref_id', 'languages', 'currencies']);

/**
 * Writes `overrides` over the stored config fields (env `API_SITE_CONFIG`), after checking that the result is still a
 * valid site config: a bad override stops startup with the schema's message instead of breaking every config call.
 */
export async function applySiteConfigOverrides(db: Db, overrides: Record<string, unknown>): Promise<void> {
  const refused = Object.keys(overrides).filter((key) => NOT_STORED.has(key));
  if (refused.length > 0) throw new Error(`API_SITE_CONFIG cannot set ${refused.join(', ')}`);
  const { config } = await loadSiteConfig(db);
  const checked = siteConfigSchema.safeParse({ ...config, ...overrides });
  if (!checked.success) throw new Error(`API_SITE_CONFIG is not a valid site config: ${checked.error.message}`);
  await writeConfigValues(db, overrides as Partial<StoredConfig>);
}
