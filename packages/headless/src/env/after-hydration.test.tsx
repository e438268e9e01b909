// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Layout() {
  renders++;
  return (
    <main>
      <p>page</p>
      <AfterHydration fallback={<span>empty slip</span>}>
        <span>slip</span>
      </AfterHydration>
    </main>
  );
}

describe('AfterHydration', () => {
  it('matches the server HTML while hydrating, then shows its children without rendering the layout again', async () => {
    const html = renderToString(<Layout />);
    expect(html).toContain('empty slip');
    expect(html).not.toContain('>slip<');
    const container = document.createElement('div');
    container.innerHTML = html;
    renders = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Layout />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The children come in a task after the hydration's: the page is hydrated and still shows the fallback.
    expect(container.textContent).toBe('pageempty slip');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.textContent).toBe('pageslip');
    expect(renders).toBe(1);
  });

  it('shows its children at once when it mounts on a hydrated page (a client navigation)', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Layout />);
    });
    expect(container.textContent).toBe('pageslip');
  });
});
