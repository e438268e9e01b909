import { randomInt, timingSafeEqual } from 'node:crypto';

/** An SMS code lasts 5 minutes. */
export const SMS_CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong entries a code survives; the next wrong one spends it. */
export const SMS_CODE_MAX_WRONG = 3;

/** What the code proves: the owner of a phone signs in, a new player registers it, or a player binds it (office). */
export type SmsPurpose = 'login' | 'register' | 'bind';

export interface SentSms {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  expiresAt: number;
}

export type SmsCheck = 'ok' | 'wrong' | 'expired';

interface Pending extends SentSms {
  wrong: number;
}

/**
 * Six-digit one-time codes per phone and purpose, in memory. There is no SMS gateway: in development the
 * code is written to the log, and with API_TEST_HOOKS=1 tests read it through `/web-api/test/last-sms`.
 */
export class SmsCodeStore {
  private readonly pending = new Map<string, Pending>();
  private readonly lastSent = new Map<string, SentSms>();

  constructor(
    private readonly now: () => Date,
    private readonly log: boolean,
  ) {}

  /** Makes a new code for `phone` (E.164), replacing any earlier one of the same purpose. */
  issue(phone: string, purpose: SmsPurpose): SentSms {
    this.prune();
    const sms: SentSms = {
      phone,
      purpose,
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      expiresAt: this.now().getTime() + SMS_CODE_LIFETIME_MS,
    };
    this.pending.set(`${purpose}:${phone}`, { ...sms, wrong: 0 });
    this.lastSent.delete(phone);
    this.lastSent.set(phone, sms);
    if (this.log) console.info(`[api] SMS to ${phone} (${purpose}): code ${sms.code}`);
    return sms;
  }

  /** Checks and, when right, spends the code; too many wrong entries spend it as well. */
  verify(phone: string, purpose: SmsPurpose, code: string): SmsCheck {
    const key = `${purpose}:${phone}`;
    const pending = this.pending.get(key);
    if (!pending || pending.expiresAt <= this.now().getTime()) {
      this.pending.delete(key);
      return 'expired';
    }
    const right = code.length === pending.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(pending.code));
    if (right) {
      this.pending.delete(key);
      return 'ok';
    }
    pending.wrong += 1;
    if (pending.wrong >= SMS_CODE_MAX_WRONG) this.pending.delete(key);
    return 'wrong';
  }

  /** The last SMS sent to `phone`, for the test hook. */
  last(phone: string): SentSms | undefined {
    return this.lastSent.get(phone);
  }

  private prune(): void {
    const nowMs = this.now().getTime();
    for (const [key, sms] of this.pending) if (sms.expiresAt <= nowMs) this.pending.delete(key);
    for (const [phone, sms] of this.lastSent) {
      if (sms.expiresAt > nowMs) break;
      this.lastSent.delete(phone);
    }
  }
}
