import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * One value that changes after mount, handed down without a changing context value. React looks for the readers
 * of a changed context in the whole subtree, and a part of the page still waiting to hydrate (a list slice, the
 * footer) has to hydrate at once, in one blocking task. A provider that wraps the page puts its slot (never
 * replaced) in the context; the few components that read the value subscribe to the slot.
 */
export interface ValueSlot<T> {
  read(): T;
  /** Replaces the value and tells the readers; the same value tells no one. */
  write(next: T): void;
  subscribe(onChange: () => void): () => void;
}

export function createValueSlot<T>(initial: T): ValueSlot<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    write(next) {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
}

/** A slot made once for this component, holding `value` (written after each commit that changed it). */
export function useValueSlotOf<T>(value: T): ValueSlot<T> {
  const [slot] = useState(() => createValueSlot(value));
  useEffect(() => slot.write(value), [slot, value]);
  return slot;
}

/** The slot's value; re-renders this component alone when it changes. */
export function useSlotValue<T>(slot: ValueSlot<T>): T {
  return useSyncExternalStore(slot.subscribe, slot.read, slot.read);
}
