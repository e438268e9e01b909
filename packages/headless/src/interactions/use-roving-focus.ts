import { useRef, type KeyboardEvent, type RefObject } from 'react';

/** Options of a group whose items arrow keys move through (tab list, radio group, picker list). */
export interface RovingFocusOptions {
  /** The items' keys in order; disabled items left out (arrows skip them). */
  keys: readonly string[];
  /**
   * The item that holds the group's one tab stop (the checked radio). Omit to leave every item in the tab order
   * (links in a navigation, a picker's list) and only add arrow keys.
   */
  current?: string;
  /** Which arrows move: left/right, up/down, or both. */
  orientation?: 'horizontal' | 'vertical' | 'both';
  /** Past the last item, go back to the first (and the reverse). */
  loop?: boolean;
  /** Called with the key focus moved to (a radio group selects it). */
  onMove?(key: string): void;
}

export interface RovingFocusAria<T extends HTMLElement> {
  groupProps: { ref: RefObject<T | null>; onKeyDown(event: KeyboardEvent<HTMLElement>): void };
  itemProps(key: string): { 'data-roving-key': string; tabIndex?: 0 | -1 };
}

const NEXT = { horizontal: ['ArrowRight'], vertical: ['ArrowDown'], both: ['ArrowRight', 'ArrowDown'] };
const PREVIOUS = { horizontal: ['ArrowLeft'], vertical: ['ArrowUp'], both: ['ArrowLeft', 'ArrowUp'] };

/** The index arrow keys, Home and End lead to from `index` (-1: focus is in the group but on no item). */
export function rovingTarget(key: string, index: number, count: number, { orientation = 'both', loop = true }: Pick<RovingFocusOptions, 'orientation' | 'loop'>): number | undefined {
  if (count === 0) return undefined;
  const next = NEXT[orientation].includes(key);
  const previous = PREVIOUS[orientation].includes(key);
  // From outside the items (a search field above a list), either arrow enters at the first item.
  if (index === -1) return next || previous ? 0 : undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (next) return index + 1 < count ? index + 1 : loop ? 0 : count - 1;
  if (previous) return index > 0 ? index - 1 : loop ? count - 1 : 0;
  return undefined;
}

/**
 * Roving focus for tab lists, radio groups and pickers: arrow keys move between the items, Home and End go to the
 * ends, disabled items are skipped; with `current`, the group is one tab stop.
 *
 * @example
 * const roving = useRovingFocus({ keys: ['a', 'b'], current: value, onMove: onChange });
 * <div role="radiogroup" {...roving.groupProps}>{options.map((o) => <button {...roving.itemProps(o.value)} />)}</div>
 */
export function useRovingFocus<T extends HTMLElement = HTMLElement>({ keys, current, orientation = 'both', loop = true, onMove }: RovingFocusOptions): RovingFocusAria<T> {
  const group = useRef<T | null>(null);
  const tabStop = current === undefined ? undefined : keys.includes(current) ? current : keys[0];
  return {
    groupProps: {
      ref: group,
      onKeyDown: (event) => {
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const focused = (event.target as HTMLElement).closest?.('[data-roving-key]')?.getAttribute('data-roving-key');
        const index = focused == null ? -1 : keys.indexOf(focused);
        const target = rovingTarget(event.key, index, keys.length, { orientation, loop });
        if (target === undefined) return;
        const key = keys[target]!;
        const element = Array.from(group.current?.querySelectorAll<HTMLElement>('[data-roving-key]') ?? []).find((item) => item.getAttribute('data-roving-key') === key);
        if (!element) return;
        event.preventDefault();
        element.focus();
        onMove?.(key);
      },
    },
    itemProps: (key) => (tabStop === undefined ? { 'data-roving-key': key } : { 'data-roving-key': key, tabIndex: key === tabStop ? 0 : -1 }),
  };
}
