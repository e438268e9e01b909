import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadable } from '../env/preloadable.tsx';
import { preloadOf, withScreenCode } from './create-app-routes.tsx';

const args = { request: new Request('http://site.test/en/home/live'), params: { lng: 'en' }, context: undefined } as unknown as LoaderFunctionArgs;
const Live = () => <p>live</p>;

describe('a screen that hydrates after the frame, reached by a navigation', () => {
  it("is loaded by its route's loader: the route's data comes once the screen's code is there too", async () => {
    let arrive: () => void = () => undefined;
    let loads = 0;
    const Screen = preloadable('test-live-list', () => {
      loads += 1;
      return new Promise<typeof Live>((resolve) => (arrive = () => resolve(Live)));
    }, { afterHydration: true });
    const loader = withScreenCode(async () => ({ games: 12 }), preloadOf(Screen));
    let answered: unknown;
    const answer = loader(args).then((data) => (answered = data));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBeUndefined();
    arrive();
    await answer;
    expect(answered).toEqual({ games: 12 });
    // The next navigation finds the code loaded.
    await loader(args);
    expect(loads).toBe(1);
  });

  it("fails the route when the screen's code did not come (the route's error page offers the reload)", async () => {
    const Screen = preloadable('test-game', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { afterHydration: true });
    await expect(withScreenCode(async () => null, preloadOf(Screen))(args)).rejects.toThrow('dynamically imported module');
  });

  it('leaves the loader of a screen that loads with its route (or is in the first load) as it is', () => {
    const loader = async () => null;
    expect(withScreenCode(loader, preloadOf(Live))).toBe(loader);
  });
});
