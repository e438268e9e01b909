import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bf/api-client/errors';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import { createUserConfigStore } from '@bf/headless/user-config';

const config = (over: Partial<UserConfig> = {}) => ({ user_hide_balance: true, protection_level: 55, recharge_notification: { text_id: 0 }, activation_type: 0, ...over }) as UserConfig;

/** A config call the test answers by hand; each call records its signal. */
function manualLoad() {
  const calls: { signal: AbortSignal; resolve: (value: UserConfig) => void; reject: (error: unknown) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<UserConfig>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new ApiError('Request cancelled', 499)));
    });
  return { load, calls };
}

describe('user config load (UCFG-013 to UCFG-016)', () => {
  it('marks not installed and not loaded while loading, then stores the result and marks both', async () => {
    const { load, calls } = manualLoad();
    const store = createUserConfigStore({ load, log: vi.fn() });
    const pending = store.load();
    expect([store.state.isInstalled, store.state.isLoaded]).toEqual([false, false]);
    calls[0]!.resolve(config({ protection_level: 55 }));
    await pending;
    expect([store.state.isInstalled, store.state.isLoaded, store.state.config?.protection_level]).toEqual([true, true, 55]);
  });

  it('aborts an earlier load when a new one starts, and only the newer result lands', async () => {
    const { load, calls } = manualLoad();
    const log = vi.fn();
    const store = createUserConfigStore({ load, log });
    const first = store.load();
    const second = store.load();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.resolve(config({ protection_level: 90 }));
    expect(await first).toBeUndefined();
    await second;
    expect(store.state.config?.protection_level).toBe(90);
    // The aborted load is not a failure worth logging.
    expect(log).not.toHaveBeenCalled();
  });

  it('resets both flags and logs on failure, without a message for the player', async () => {
    const { load, calls } = manualLoad();
    const log = vi.fn();
    const store = createUserConfigStore({ load, log });
    const installed = store.load();
    calls[0]!.resolve(config());
    await installed;
    const failing = store.load();
    calls[1]!.reject(new ApiError('The user config is empty', 502));
    await failing;
    expect([store.state.isInstalled, store.state.isLoaded]).toEqual([false, false]);
    expect(log).toHaveBeenCalledWith('user config load failed', expect.objectContaining({ message: 'The user config is empty' }));
  });

  it('fetches only when not yet installed, and shares a load under way', async () => {
    const { load, calls } = manualLoad();
    const store = createUserConfigStore({ load, log: vi.fn() });
    const a = store.ensureLoaded();
    const b = store.ensureLoaded();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(config());
    await Promise.all([a, b]);
    await store.ensureLoaded();
    expect(calls).toHaveLength(1);
  });

  it('applies a phone binding to the stored config: activation type 0 becomes 3', async () => {
    const { load, calls } = manualLoad();
    const store = createUserConfigStore({ load, log: vi.fn() });
    const loading = store.load();
    calls[0]!.resolve(config({ activation_type: 0 }));
    await loading;
    store.bindPhone({ phone_number: '9161234567', phone_code: '+7' });
    expect(store.state.config).toMatchObject({ activation_type: 3, phone_number: '9161234567', protection_methods: { enable_phone_binding: true } });
    store.setBlocked(true);
    expect(store.state.config?.isBlocked).toBe(true);
  });
});
