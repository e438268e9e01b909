import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

// What can take focus from the keyboard; `tabbableIn` filters out what is disabled, hidden or has a negative tabindex.
const FOCUSABLE = 'a[href],area[href],button,input:not([type=hidden]),select,textarea,iframe,summary,audio[controls],video[controls],[contenteditable]:not([contenteditable=false]),[tabindex]';

function isShown(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert')) return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || (node === element && style.visibility === 'hidden')) return false;
  }
  return true;
}

/**
 * The elements Tab stops on inside `root`, in tab order as the browser walks it there (document order; a radio group
 * is one stop: its checked radio, else its first).
 */
export function tabbableIn(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const radioGroups = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || !isShown(element, root)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      if (radioGroups.has(element.name)) continue;
      const checked = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].find((radio) => radio.name === element.name && radio.form === element.form);
      if (checked && checked !== element) continue;
      radioGroups.add(element.name);
    }
    found.push(element);
  }
  return found;
}

interface Scope {
  /** The scope's own top-level nodes: everything between its two marks. */
  contains(node: Node | null): boolean;
  /** Where Tab stops inside, in order. */
  stops(): HTMLElement[];
  /** The last element inside that had focus, to put it back when focus escapes. */
  lastFocused: HTMLElement | null;
}

// Open scopes, oldest first; `active` is the one focus was last in, the one that takes it back when it escapes.
const scopes: Scope[] = [];
let active: Scope | null = null;

function scopeOf(node: Node | null): Scope | undefined {
  return scopes.findLast((scope) => scope.contains(node));
}

function onFocusIn(event: FocusEvent) {
  const target = event.target as HTMLElement;
  const scope = scopeOf(target);
  if (scope) {
    // Another open dialog is allowed (a click on the one on top); it is where focus stays from now on.
    active = scope;
    scope.lastFocused = target;
    return;
  }
  if (!active) return;
  // Focus went to the page under the modal (a click through, script): back to where it was inside.
  const back = active.lastFocused?.isConnected ? active.lastFocused : null;
  back?.focus({ preventScroll: true });
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const scope = scopeOf(target) ?? active;
  if (!scope) return;
  const stops = scope.stops();
  if (stops.length === 0) {
    event.preventDefault();
    return;
  }
  const at = stops.indexOf(target);
  const first = stops[0]!;
  const last = stops.at(-1)!;
  // Inside, between its first and last stop, the browser's own Tab order is the scope's; only the ends wrap.
  // From an element that is no stop (the panel itself), Tab goes to the first stop and Shift+Tab to the last.
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    last.focus({ preventScroll: true });
  } else if (!event.shiftKey && (at === -1 || target === last)) {
    event.preventDefault();
    first.focus({ preventScroll: true });
  }
}

function listen(add: boolean) {
  if (add) {
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('keydown', onKeyDown);
  } else {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('keydown', onKeyDown);
  }
}

/**
 * Keeps focus inside an open modal and gives it back to the opener when it unmounts: Tab from the last stop goes to
 * the first and Shift+Tab from the first to the last; focus that leaves for the page under it (a click through the
 * backdrop, a script) comes back to the element that had it. Its children are the modal (a portal's too): the scope
 * is everything between two hidden marks it renders around them, so the kits' markup needs no wrapper element.
 * Several open at once (a question over the slip): Tab stays in the one that has focus.
 */
export function ModalFocusScope({ children }: { children: ReactNode }) {
  const start = useRef<HTMLSpanElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  // The opener, noted when the modal first renders: by the first effect an `autoFocus` inside has moved focus in.
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useLayoutEffect(() => {
    const startMark = start.current;
    const endMark = end.current;
    if (!startMark || !endMark) return;
    const nodes = () => {
      const list: Element[] = [];
      for (let node = startMark.nextElementSibling; node && node !== endMark; node = node.nextElementSibling) list.push(node);
      return list;
    };
    const scope: Scope = {
      contains: (node) => node !== null && nodes().some((element) => element.contains(node)),
      // A top-level element that is itself a stop comes before the stops inside it.
      stops: () => nodes().flatMap((element) => (element instanceof HTMLElement && element.tabIndex >= 0 && element.matches(FOCUSABLE) ? [element] : []).concat(tabbableIn(element))),
      lastFocused: null,
    };
    if (scopes.length === 0) listen(true);
    scopes.push(scope);
    active = scope;
    return () => {
      const hadFocus = scope.contains(document.activeElement) || document.activeElement === document.body || document.activeElement === null;
      scopes.splice(scopes.indexOf(scope), 1);
      if (active === scope) active = scopes.at(-1) ?? null;
      if (scopes.length === 0) listen(false);
      // After the commit: the modal's nodes are gone then, and focus (on <body>) goes back where it came from.
      if (hadFocus && opener)
        requestAnimationFrame(() => {
          const now = document.activeElement;
          if (opener.isConnected && (now === null || now === document.body || !now.isConnected)) opener.focus({ preventScroll: true });
        });
    };
  }, [opener]);
  return (
    <>
      <span data-focus-scope-start="" hidden ref={start} />
      {children}
      <span data-focus-scope-end="" hidden ref={end} />
    </>
  );
}
