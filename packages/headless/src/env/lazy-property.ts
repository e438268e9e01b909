/**
 * Gives `target` an enumerable property worked out when first read, then kept: a model part that costs work (a
 * list block's rows, a layout's menus) is built by the component that draws it, not by the model for every part.
 */
export function withLazyProperty<T extends object, K extends string, V>(target: T, key: K, compute: () => V): T & Record<K, V> {
  let value: V | undefined;
  let isComputed = false;
  return Object.defineProperty(target, key, {
    enumerable: true,
    get: () => {
      if (!isComputed) {
        value = compute();
        isComputed = true;
      }
      return value as V;
    },
  }) as T & Record<K, V>;
}

/** `withLazyProperty` for several properties at once: each getter runs when its property is first read. */
export function withLazyProperties<T extends object, G extends Record<string, () => unknown>>(target: T, getters: G): T & { [K in keyof G]: ReturnType<G[K]> } {
  for (const [key, compute] of Object.entries(getters)) withLazyProperty(target, key, compute);
  return target as T & { [K in keyof G]: ReturnType<G[K]> };
}
