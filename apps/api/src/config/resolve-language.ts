/**
 * The language a config is served in: the requested one (its primary subtag, so `en-GB` is `en`)
 * when the operator ships it, else the operator's default (spec §2 language choice).
 */
export function resolveConfigLanguage(
  requested: string | undefined,
  available: readonly string[],
  defaultLanguage: string,
): string {
  const primary = requested?.split(/[-_]/)[0]?.toLowerCase();
  return primary && available.includes(primary) ? primary : defaultLanguage;
}
