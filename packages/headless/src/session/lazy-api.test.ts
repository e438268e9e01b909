import { describe, expect, it, vi } from 'vitest';
import { lazyApi } from './lazy-api.ts';

function fakeApi() {
  return {
    getAccounts: vi.fn(async (id: number) => [{ id, active: true }]),
    setActive: vi.fn(async (id: number) => id * 2),
  };
}

describe('lazyApi', () => {
  it('loads nothing until a method is called, then loads once for every call', async () => {
    const api = fakeApi();
    const load = vi.fn(async () => api);
    const office = lazyApi(load);
    expect(load).not.toHaveBeenCalled();

    const [accounts, doubled] = await Promise.all([office.getAccounts(7), office.setActive(21)]);
    expect(accounts).toEqual([{ id: 7, active: true }]);
    expect(doubled).toBe(42);
    await office.getAccounts(8);
    expect(load).toHaveBeenCalledTimes(1);
    expect(api.getAccounts).toHaveBeenCalledWith(8);
  });

  it('answers the same function for a method every time (a hook may depend on it)', () => {
    const office = lazyApi(async () => fakeApi());
    expect(office.getAccounts).toBe(office.getAccounts);
  });

  it('passes the call’s failure through, and tries the load again after a failed load', async () => {
    const api = fakeApi();
    api.setActive.mockRejectedValueOnce(new Error('409 conflict'));
    const load = vi.fn<() => Promise<ReturnType<typeof fakeApi>>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(api);
    const office = lazyApi(load);

    await expect(office.getAccounts(1)).rejects.toThrow('chunk failed');
    await expect(office.setActive(1)).rejects.toThrow('409 conflict');
    await expect(office.setActive(2)).resolves.toBe(4);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not taken for a promise when awaited or returned from an async function', async () => {
    const office = lazyApi(async () => fakeApi());
    const same = await (async () => office)();
    expect(same).toBe(office);
  });

  it('lets a test spy on a method', async () => {
    const office = lazyApi(async () => fakeApi());
    const spy = vi.spyOn(office, 'setActive').mockResolvedValue(5);
    await expect(office.setActive(1)).resolves.toBe(5);
    expect(spy).toHaveBeenCalledWith(1);
  });
});
