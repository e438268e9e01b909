// How a new password reached its field, for the password recovery flow's "saved (active or passive)" step
// (spec: S2 §4; ANLT-025; docs/decisions.md "Password recovery events (ANLT-025)").

/**
 * `typed`: every change of the field so far added at most one character (the player typed it); `inserted`: a change
 * added more than one character at once (pasted, or filled by the browser's password manager or its suggested
 * strong password).
 */
export type PasswordEntry = 'typed' | 'inserted';

/** The save's mode the recovery flow reports: `active` when the player typed the new password, else `passive`. */
export type SaveMode = 'active' | 'passive';

/** How many characters a change from `before` to `after` inserted: what is left once the common start and end are set aside. */
export function insertedLength(before: string, after: string): number {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  return after.length - start - end;
}

/**
 * The field's entry after one change: an emptied field starts over as `typed`; a change inserting more than one
 * character at once makes it `inserted`, which stays until the field is emptied.
 * @example passwordEntryAfter('typed', 'sec', 'secr') // 'typed'; passwordEntryAfter('typed', '', 'second123') // 'inserted'
 */
export function passwordEntryAfter(entry: PasswordEntry, before: string, after: string): PasswordEntry {
  if (after === '') return 'typed';
  return insertedLength(before, after) > 1 ? 'inserted' : entry;
}

/** The save's mode from how the new password was entered (ANLT-025). */
export function saveModeOf(entry: PasswordEntry): SaveMode {
  return entry === 'typed' ? 'active' : 'passive';
}
