import { useSyncExternalStore } from 'react';

// Open modals, innermost last: Escape closes only the top one (a confirmation over the bet slip sheet).
export const openModals: object[] = [];
const modalListeners = new Set<() => void>();
export const notifyModals = () => {
  for (const listener of modalListeners) listener();
};
const subscribeModals = (listener: () => void) => {
  modalListeners.add(listener);
  return () => void modalListeners.delete(listener);
};

/**
 * How many dialogs and sheets are open now (0 on the server). A prompt that opens by itself (the first-deposit bonus)
 * waits for 0, so it never opens under a sheet the player is using.
 */
export function useOpenModalCount(): number {
  return useSyncExternalStore(subscribeModals, () => openModals.length, () => 0);
}
