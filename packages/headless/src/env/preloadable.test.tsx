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
});
