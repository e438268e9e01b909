/** Limit section ids the site config may switch off (spec S2 §3: "Section ids include EXTRA_LIMITS"). */
export type LimitSectionId = 'EXTRA_LIMITS';

/**
 * Whether the site config's `disabledLimitSections` switches `section` off. Ids are matched exactly, as the spec
 * writes them; anything else in the list is ignored. Kept apart from the limit rules: the route loader reads it on
 * every page, and it must not bring the limits' code into the first load.
 */
export function isLimitSectionDisabled(disabled: readonly string[] | undefined, section: LimitSectionId): boolean {
  return disabled?.includes(section) ?? false;
}
