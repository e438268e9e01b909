import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ExpiringSet } from './expiring-set.ts';

/** A challenge can be answered for 5 minutes. */
export const CAPTCHA_LIFETIME_SECONDS = 5 * 60;

/**
 * Captcha error codes of the request hooks (spec §7, §8: "400 with captcha code 100, 111, 112, 113").
 * Numbers, as the spec writes them; the error shape allows a string or a number.
 */
export const CAPTCHA_CODE = {
  /** The `X-Captcha` header is not `<challengeId>:<answer>`. */
  malformed: 100,
  /** This request needs a solved captcha and carries none. */
  required: 111,
  /** Wrong answer; the challenge is spent, fetch a new one. */
  wrong: 112,
  /** The challenge expired, was already used, or was not issued by us. */
  expired: 113,
} as const;

export type CaptchaCheck = { ok: true } | { ok: false; code: (typeof CAPTCHA_CODE)[keyof typeof CAPTCHA_CODE]; detail: string };

export interface CaptchaChallenge {
  /** Signed: `<nonce>.<expiry seconds>.<mac>`; the answer is bound into the mac, never readable from it. */
  challengeId: string;
  /** The question, as text (no image), e.g. `What is 23 + 17?`. */
  question: string;
  expiresAt: number;
}

const CHALLENGE_ID = /^([\w-]{22})\.(\d{10})\.([\w-]{43})$/;

/**
 * Arithmetic captcha with stateless, signed challenges. Every challenge answers once: a wrong answer
 * spends it (so guessing costs a fresh challenge each time), and so does a right one used on a request.
 * `validate` checks an answer without spending a right one, so the client can validate and then retry.
 */
export class CaptchaService {
  private readonly key: Buffer;
  private readonly spent: ExpiringSet;

  constructor(
    secret: Uint8Array,
    private readonly now: () => Date,
  ) {
    this.key = createHmac('sha256', Buffer.from(secret)).update('captcha-challenge').digest();
    this.spent = new ExpiringSet(now);
  }

  create(): CaptchaChallenge {
    const [question, answer] = this.makeQuestion();
    const nonce = randomBytes(16).toString('base64url');
    const expiresAt = Math.floor(this.now().getTime() / 1000) + CAPTCHA_LIFETIME_SECONDS;
    return { challengeId: `${nonce}.${expiresAt}.${this.mac(nonce, expiresAt, answer)}`, question, expiresAt };
  }

  /** Checks `answer` for `challengeId`; a wrong answer spends the challenge, a right one only when `spend`. */
  check(challengeId: string, answer: string, spend: boolean): CaptchaCheck {
    const parts = CHALLENGE_ID.exec(challengeId);
    if (!parts) return { ok: false, code: CAPTCHA_CODE.expired, detail: 'Unknown captcha challenge' };
    const [, nonce = '', expiry = '', mac = ''] = parts;
    const expiresAt = Number(expiry);
    if (expiresAt * 1000 <= this.now().getTime() || this.spent.has(nonce)) {
      return { ok: false, code: CAPTCHA_CODE.expired, detail: 'The captcha expired or was already used; fetch a new one' };
    }
    const normalized = /^\s*-?\d{1,6}\s*$/.test(answer) ? String(Number(answer)) : null;
    const expected = Buffer.from(mac, 'base64url');
    const actual = Buffer.from(this.mac(nonce, expiresAt, normalized ?? ''), 'base64url');
    // An unknown nonce with a forged mac fails here as well, as a wrong answer: it proves nothing either way.
    const right = normalized !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
    if (!right || spend) this.spent.add(nonce, expiresAt * 1000);
    return right ? { ok: true } : { ok: false, code: CAPTCHA_CODE.wrong, detail: 'Wrong captcha answer' };
  }

  /** Checks an `X-Captcha: <challengeId>:<answer>` header and spends the challenge. */
  checkHeader(header: string | undefined): CaptchaCheck {
    if (header === undefined || header.trim() === '') {
      return { ok: false, code: CAPTCHA_CODE.required, detail: 'Solve the captcha and send it in the X-Captcha header' };
    }
    const separator = header.lastIndexOf(':');
    if (header.length > 200 || separator < 1) {
      return { ok: false, code: CAPTCHA_CODE.malformed, detail: 'X-Captcha must be <challengeId>:<answer>' };
    }
    return this.check(header.slice(0, separator).trim(), header.slice(separator + 1), true);
  }

  private mac(nonce: string, expiresAt: number, answer: string): string {
    return createHmac('sha256', this.key).update(`${nonce}.${expiresAt}.${answer}`).digest('base64url');
  }

  /** Sums, differences and small products, so the answer space is wide enough that guessing rarely pays. */
  private makeQuestion(): [string, string] {
    const kind = randomInt(3);
    if (kind === 0) {
      const a = randomInt(10, 50);
      const b = randomInt(10, 50);
      return [`What is ${a} + ${b}?`, String(a + b)];
    }
    if (kind === 1) {
      const a = randomInt(30, 100);
      const b = randomInt(1, a);
      return [`What is ${a} - ${b}?`, String(a - b)];
    }
    const a = randomInt(2, 10);
    const b = randomInt(3, 13);
    return [`What is ${a} × ${b}?`, String(a * b)];
  }
}
