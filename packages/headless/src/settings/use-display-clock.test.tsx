// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SportsProvider } from '../sports/sports-context.tsx';
import { createSportsServices, type SportsServices } from '../sports/sports-services.ts';
import { useDisplayClock } from './use-display-clock.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Clock() {
  renders++;
  return <p>{useDisplayClock().offsetMinutes}</p>;
}

async function hydrate(services: SportsServices): Promise<{ server: string; client: string }> {
  const page = (
    <SportsProvider services={services}>
      <Clock />
    </SportsProvider>
  );
  const server = renderToString(page);
  const container = document.createElement('div');
  container.innerHTML = server;
  renders = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  return { server, client: container.textContent ?? '' };
}

describe('useDisplayClock (CFG-019)', () => {
  it('hydrates with the zone the server rendered and renders once when the browser is in that zone', async () => {
    // The test runs in UTC and no cookie gave the server another zone: both sides say 0.
    const { server, client } = await hydrate(createSportsServices({}));
    expect(server).toContain('>0<');
    expect(client).toBe('0');
    expect(renders).toBe(1);
  });

  it('moves to the zone chosen in the settings (UTC+3: 180 minutes) right after hydration', async () => {
    const services = createSportsServices({});
    services.zone.hours = 3;
    const { server, client } = await hydrate(services);
    expect(server).toContain('>0<');
    expect(client).toBe('180');
    expect(renders).toBe(2);
  });
});
