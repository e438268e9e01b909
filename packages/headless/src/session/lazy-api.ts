/** An API object whose methods all answer promises: the only kind `lazyApi` can stand in for. */
type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/**
 * Stands in for an API object whose code should not be in the first-load chunks (the office and limit calls a
 * visitor never makes): each method loads the module on its first call, then calls the real one. The load is shared;
 * a failed load is tried again on the next call. Methods keep their identity (hooks may list them as dependencies).
 *
 * @example
 * office: lazyApi(() => import('@bf/api-client/office').then((m) => m.createOfficeApi(http)))
 */
export function lazyApi<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let pending: Promise<T> | undefined;
  const real = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const method = (name: string) => {
    let call = methods.get(name);
    if (!call) {
      call = async (...args: unknown[]) => {
        const api = (await real()) as Record<string, unknown>;
        const target = api[name];
        if (typeof target !== 'function') throw new TypeError(`the API has no method ${name}`);
        return (target as (...a: unknown[]) => Promise<unknown>).apply(api, args);
      };
      methods.set(name, call);
    }
    return call;
  };
  // `then` stays undefined so the stand-in is never taken for a promise; what a test put on it (a spy) wins.
  const isMethod = (name: string | symbol): name is string => typeof name === 'string' && name !== 'then';
  return new Proxy({} as T, {
    get: (target, name) => (Reflect.has(target, name) ? Reflect.get(target, name) : isMethod(name) ? method(name) : undefined),
    has: (target, name) => Reflect.has(target, name) || isMethod(name),
    getOwnPropertyDescriptor: (target, name) =>
      Reflect.getOwnPropertyDescriptor(target, name) ?? (isMethod(name) ? { value: method(name), writable: true, enumerable: true, configurable: true } : undefined),
  });
}
