import { afterAll } from 'vitest';
import { act } from '@testing-library/react';
import { configure } from '@testing-library/dom';

// The apps' screen tests render a page as a browser gets it, and a call's answer schema loads with the call (a chunk
// of its own). On a busy 2-core machine its first transform can take seconds, so a finder waits up to 10 s, not 1 s;
// it still returns as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });

// A page loads parts after hydration (the coupon's engine, the overlays, lazy screens). One still loading when a
// file's tests end finished after the worker closed, and React's late warning about it failed the whole run: each
// file waits for them, inside act, before it ends.
afterAll(async () => {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 500)));
});
