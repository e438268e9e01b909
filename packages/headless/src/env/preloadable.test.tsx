// @vitest-environment jsdom
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadAllPreloadable, loadRenderedPreloadable, preloadable } from './preloadable.tsx';

function Sheet({ text }: { text: string }) {
  return <p role="dialog">{text}</p>;
}

describe('preloadable components', () => {
  it('are in the server HTML once their code is loaded, and hydrate from it without a mismatch', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const Consent = preloadable('test-sheet', load);
    const page = (
      <Suspense fallback={<span>later</span>}>
        <Consent text="We use cookies" />
      </Suspense>
    );
    // A lazy component alone renders its fallback on the server: the sheet painted only after hydration.
    expect(renderToString(page)).toContain('later');
    await loadAllPreloadable();
    const html = renderToString(page);
    expect(html).toContain('We use cookies');
    expect(html).toContain('data-preload="test-sheet"');
    expect(load).toHaveBeenCalledTimes(1);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await loadRenderedPreloadable(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[role="dialog"]')?.textContent).toBe('We use cookies');
    expect(container.textContent).not.toContain('later');
  });

  it('loads in the browser only what the server HTML shows', async () => {
    const shown = vi.fn(() => Promise.resolve(Sheet));
    const notShown = vi.fn(() => Promise.resolve(Sheet));
    preloadable('shown-sheet', shown);
    preloadable('other-sheet', notShown);
    const root = document.createElement('div');
    root.innerHTML = '<template data-preload="shown-sheet"></template><p>page</p>';
    await loadRenderedPreloadable(root);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(notShown).not.toHaveBeenCalled();
  });

  it('below the fold: the page hydrates without its code, keeping the server HTML until the code comes', async () => {
    const Server = preloadable('test-about', () => Promise.resolve(Sheet), { afterHydration: true });
    await loadAllPreloadable();
    const html = renderToString(
      <Suspense fallback={<span>later</span>}>
        <Server text="About the site" />
      </Suspense>,
    );
    expect(html).toContain('About the site');
    expect(html).toContain('data-preload-later="test-about"');
    expect(html).not.toContain('data-preload="test-about"');

    // The browser's own instance, whose code has not come yet.
    let arrive: (component: typeof Sheet) => void = () => undefined;
    const Browser = preloadable('test-about', () => new Promise<typeof Sheet>((resolve) => (arrive = resolve)), { afterHydration: true });
    const container = document.createElement('div');
    container.innerHTML = `${html}<button>page</button>`;
    document.body.append(container);
    await loadRenderedPreloadable(container);
    const errors = vi.fn();
    const pressed = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Suspense fallback={<span>later</span>}>
            <Browser text="About the site" />
          </Suspense>
          <button onClick={pressed}>page</button>
        </>,
        { onRecoverableError: errors },
      );
    });
    // Hydrated without it: the page's button works, the server's text stays, no fallback flashes.
    await act(async () => container.querySelector('button')?.click());
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('About the site');
    expect(container.textContent).not.toContain('later');
    await act(async () => arrive(Sheet));
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[role="dialog"]')?.textContent).toBe('About the site');
  });
});
