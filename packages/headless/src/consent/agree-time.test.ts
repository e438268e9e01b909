import { describe, expect, it, vi } from 'vitest';
import { COOKIES_AGREE_TIME_KEY, recordAgreeTime, sendLocalAgreeTime } from '@bf/headless/consent';
import { memoryStorage } from '../session/session-test-kit.tsx';

const TIME = '2026-05-01T10:00:00.000Z';

describe('the agree time (CONSENT-008; the cookie-agree-time log)', () => {
  it('goes to the API when signed in, and nothing is kept locally', async () => {
    const storage = memoryStorage();
    const logAgreeTime = vi.fn(async () => {});
    recordAgreeTime(TIME, { isSignedIn: true, storage, logAgreeTime, logError: vi.fn() });
    await Promise.resolve();
    expect(logAgreeTime).toHaveBeenCalledWith(TIME);
    expect(storage.data.has('cookies_agree_time')).toBe(false);
  });

  it('is kept in local storage for a visitor, with no call', () => {
    const storage = memoryStorage();
    const logAgreeTime = vi.fn(async () => {});
    recordAgreeTime(TIME, { isSignedIn: false, storage, logAgreeTime, logError: vi.fn() });
    expect(logAgreeTime).not.toHaveBeenCalled();
    expect(storage.data.get('cookies_agree_time')).toBe(TIME);
    expect(COOKIES_AGREE_TIME_KEY).toBe('cookies_agree_time');
  });

  it('is kept locally when the call fails, to be sent later', async () => {
    const storage = memoryStorage();
    const logError = vi.fn();
    recordAgreeTime(TIME, { isSignedIn: true, storage, logAgreeTime: () => Promise.reject(new Error('down')), logError });
    await vi.waitFor(() => expect(storage.data.get('cookies_agree_time')).toBe(TIME));
    expect(logError).toHaveBeenCalledWith('cookie agree time log failed', expect.any(Error));
  });

  it('after sign-in the local copy is sent, then removed; a failed send keeps it', async () => {
    const storage = memoryStorage();
    storage.setItem('cookies_agree_time', TIME);
    await sendLocalAgreeTime({ storage, logAgreeTime: () => Promise.reject(new Error('down')), logError: vi.fn() });
    expect(storage.data.get('cookies_agree_time')).toBe(TIME);
    const logAgreeTime = vi.fn(async () => {});
    await sendLocalAgreeTime({ storage, logAgreeTime, logError: vi.fn() });
    expect(logAgreeTime).toHaveBeenCalledWith(TIME);
    expect(storage.data.has('cookies_agree_time')).toBe(false);
    // Nothing stored: no call.
    expect(sendLocalAgreeTime({ storage, logAgreeTime, logError: vi.fn() })).toBeUndefined();
  });
});
