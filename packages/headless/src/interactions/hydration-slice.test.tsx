// @vitest-environment jsdom
import { act, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationSlice } from './hydration-slice.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Committed({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [log, name]);
  return <div data-name={name}>{children}</div>;
}

function Page({ log, sliced }: { log: string[]; sliced: boolean }) {
  const list = (name: string) => (sliced ? <HydrationSlice key={name}>{<Committed name={name} log={log} />}</HydrationSlice> : <Committed key={name} name={name} log={log} />);
  return <Committed name="shell" log={log}>{['live', 'line'].map(list)}</Committed>;
}

describe('HydrationSlice', () => {
  it('hydrates each slice after the shell, in a commit of its own', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} sliced />);
    // The server's HTML brackets each slice as a Suspense boundary and draws its content.
    expect(container.innerHTML.match(/<!--\$-->/g)).toHaveLength(2);
    expect(container.querySelectorAll('[data-name]')).toHaveLength(3);
    const log: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Page log={log} sliced />);
    });
    // In one commit a child's layout effect runs before its parent's: the shell first means the slices came later.
    expect(log).toEqual(['shell', 'live', 'line']);
  });

  it('without slices the whole page hydrates in one commit (children first)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} sliced={false} />);
    const log: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Page log={log} sliced={false} />);
    });
    expect(log).toEqual(['live', 'line', 'shell']);
  });
});
