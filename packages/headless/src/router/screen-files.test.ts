import { describe, expect, it } from 'vitest';
import { lazyScreens } from './screen-files.ts';

const Section = () => null;
const UserAction = () => null;

describe('lazyScreens', () => {
  const loads: string[] = [];
  const modules = {
    './screens/sports-section-page.tsx': async () => {
      loads.push('sports-section-page');
      return { SportsSectionScreen: Section };
    },
    './screens/auth-user-action-pages.tsx': async () => ({ UserActionScreen: UserAction }),
    './screens/debug.tsx': async () => ({ SomethingElse: Section }),
  };

  it('gives each screen kind whose file the app has a loader of its named export, and nothing for the rest', async () => {
    const screens = lazyScreens(modules);
    expect(Object.keys(screens).sort()).toEqual(['account-verify', 'activate', 'activate-fast', 'debug', 'password-reset', 'sports-section', 'stop-newsletter']);
    expect(screens.login).toBeUndefined();
    expect(loads).toEqual([]);
    expect(await screens['sports-section']!.lazy()).toBe(Section);
    expect(loads).toEqual(['sports-section-page']);
  });

  it('serves the five user-action routes from one file', async () => {
    const screens = lazyScreens(modules);
    expect(await screens.activate!.lazy()).toBe(UserAction);
    expect(await screens['stop-newsletter']!.lazy()).toBe(UserAction);
  });

  it('fails the route load when the file lacks the named screen', async () => {
    await expect(lazyScreens(modules).debug!.lazy()).rejects.toThrow('screens/debug.tsx exports no DebugScreen');
  });
});
