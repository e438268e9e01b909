// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError } from '@bf/api-client/errors';
import { SECURE_DATA_EMPTY, type SecureDataApi } from '@bf/api-client/web-api/secure-data';
import { SECURE_GRANT_SECONDS, secureGrantCookie, secureGrantCookieName, useSecureData } from './secure-data.ts';

const wrapper = ({ children }: { children: ReactNode }) => createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);
const cookieValue = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
const api = (getSecureData: SecureDataApi['getSecureData']): SecureDataApi => ({ getSecureData: vi.fn(getSecureData) });

describe('secure data (SESSION-018 to SESSION-020, CALL-004)', () => {
  afterEach(() => {
    for (const name of ['secure_grant_de_42', 'secure_grant_en_42', 'lng']) document.cookie = `${name}=; max-age=0; path=/`;
    vi.restoreAllMocks();
  });

  it('names the grant cookie from the language-host cookie and the player, with only name-safe characters', () => {
    expect(secureGrantCookieName('42', 'en')).toBe('secure_grant_en_42');
    expect(secureGrantCookieName('4;2=x', 'e n')).toBe('secure_grant_en_42x');
    expect(secureGrantCookie({ ggru: 'RU', grant: 'g' }, '42', { lng: 'de' }, 'en')).toEqual({ name: 'secure_grant_de_42', value: 'g', maxAgeSeconds: 1800 });
    // A malformed lng cookie is ignored: the page language names the cookie.
    expect(secureGrantCookie({ ggru: 'RU', grant: 'g' }, '42', { lng: '../x' }, 'en').name).toBe('secure_grant_en_42');
    expect(SECURE_GRANT_SECONDS).toBe(1800);
  });

  it('stores the grant of a signed-in player in the per-user cookie', async () => {
    document.cookie = 'lng=de; path=/';
    const service = api(async () => ({ ggru: 'RU', grant: '42.1800.mac' }));
    const { result } = renderHook(() => useSecureData({ api: service, userId: '42', lng: 'en' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ ggru: 'RU', grant: '42.1800.mac' }));
    expect(cookieValue('secure_grant_de_42')).toBe('42.1800.mac');
  });

  it('never asks for a visitor', async () => {
    const service = api(async () => ({ ggru: 'RU', grant: 'g' }));
    renderHook(() => useSecureData({ api: service, userId: undefined, lng: 'en' }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.getSecureData).not.toHaveBeenCalled();
  });

  it("logs empty data as 'data is empty' and stores nothing", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const service = api(async () => {
      throw new ApiError(SECURE_DATA_EMPTY, 502);
    });
    const { result } = renderHook(() => useSecureData({ api: service, userId: '42', lng: 'en' }), { wrapper });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('secure data:', 'data is empty'));
    expect(result.current.data).toBeUndefined();
    expect(cookieValue('secure_grant_en_42')).toBeUndefined();
  });
});
