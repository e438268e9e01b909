import { describe, expect, it } from 'vitest';
import { insertedLength, passwordEntryAfter, saveModeOf, type PasswordEntry } from './password-entry.ts';

/** The entry after a series of field values, starting from an empty field. */
function entryOf(values: readonly string[]): PasswordEntry {
  let entry: PasswordEntry = 'typed';
  let before = '';
  for (const value of values) {
    entry = passwordEntryAfter(entry, before, value);
    before = value;
  }
  return entry;
}

describe('how a new password reached its field (ANLT-025)', () => {
  it('counts the characters one change inserted, wherever the caret was', () => {
    expect(insertedLength('', 's')).toBe(1);
    expect(insertedLength('secnd', 'second')).toBe(1);
    expect(insertedLength('aa', 'aaa')).toBe(1);
    expect(insertedLength('second123', 'second12')).toBe(0);
    expect(insertedLength('', 'second123')).toBe(9);
    expect(insertedLength('abc', 'xyz')).toBe(3);
    expect(insertedLength('pass', 'pa12ss')).toBe(2);
  });

  it('a password typed one character at a time is saved active, corrections included', () => {
    expect(entryOf(['s', 'se', 'sec', 'se', 'sec', 'seco', 'secon', 'second', 'second1', 'second12', 'second123'])).toBe('typed');
    expect(saveModeOf(entryOf(['s', 'se', 'sec']))).toBe('active');
    // Selecting everything and typing over it replaces it with one character: still typing.
    expect(entryOf(['a', 'ab', 'abc', 'x', 'xy'])).toBe('typed');
  });

  it('a password that arrives more than one character at once (pasted, filled by the browser) is saved passive', () => {
    expect(entryOf(['second123'])).toBe('inserted');
    expect(saveModeOf(entryOf(['second123']))).toBe('passive');
    // Typed, then the rest pasted in: part of it did not come from the keyboard.
    expect(saveModeOf(entryOf(['s', 'se', 'second123']))).toBe('passive');
    // Pasted, then one more character typed: still passive.
    expect(saveModeOf(entryOf(['second12', 'second123']))).toBe('passive');
  });

  it('emptying the field starts over: a password typed after a cleared paste is active', () => {
    expect(saveModeOf(entryOf(['second123', '', 's', 'se', 'sec']))).toBe('active');
  });
});
