import { proxy } from 'valtio/vanilla';
import type { CaptchaApi } from '@bf/api-client/captcha';
import type { CaptchaCode } from '@bf/api-client/http';

/** Why the captcha form shows an error. */
export type CaptchaError = 'empty' | 'wrong' | 'load_failed';

/** The captcha challenge the UI renders while a request waits for it (spec: S2 §7 captcha hook). */
export interface CaptchaModel {
  isOpen: boolean;
  /** The captcha code of the 400 that asked for it (100, 111, 112, 113). */
  code: CaptchaCode | null;
  challengeId: string | null;
  question: string | null;
  answer: string;
  error: CaptchaError | null;
  isBusy: boolean;
}

/** Thrown to the waiting request when the player closes the captcha. */
export class CaptchaCancelled extends Error {
  constructor() {
    super('The captcha was closed');
    this.name = 'CaptchaCancelled';
  }
}

export interface CaptchaStoreOptions {
  api: CaptchaApi;
  /** A right answer (analytics 10190). */
  onSolved?(): void;
  /** A wrong answer (analytics 10191). */
  onFailed?(): void;
  /** Wrong too often while signed in: the server signed the player out (validation type 2, `isLogoutUser`). */
  onLogoutUser?(): void;
}

export interface CaptchaStore {
  readonly state: CaptchaModel;
  /** Opens the challenge for `code`; resolves with the captcha header value `<challengeId>:<answer>`. */
  request(code: CaptchaCode): Promise<string>;
  setAnswer(answer: string): void;
  /** Checks the answer with the captcha module; a right one resolves the waiting request. */
  submit(): Promise<void>;
  /** Fetches another challenge. */
  reload(): Promise<void>;
  /** Closes the challenge: the waiting request gets the server's original error. */
  cancel(): void;
}

const closed = (): CaptchaModel => ({ isOpen: false, code: null, challengeId: null, question: null, answer: '', error: null, isBusy: false });

/**
 * The captcha challenge as a Valtio store: the request hook `solveCaptcha` opens it and waits; the UI renders
 * it. One challenge at a time: requests that need a captcha while it is open wait for the same answer.
 */
export function createCaptchaStore({ api, onSolved, onFailed, onLogoutUser }: CaptchaStoreOptions): CaptchaStore {
  const state = proxy<CaptchaModel>(closed());
  let waiting: { promise: Promise<string>; resolve(value: string): void; reject(error: unknown): void } | undefined;

  async function reload() {
    state.isBusy = true;
    state.answer = '';
    try {
      const challenge = await api.update();
      state.challengeId = challenge.challengeId;
      state.question = challenge.question ?? null;
    } catch {
      state.challengeId = null;
      state.question = null;
      state.error = 'load_failed';
    } finally {
      state.isBusy = false;
    }
  }

  const finish = () => {
    waiting = undefined;
    Object.assign(state, closed());
  };

  return {
    state,
    request(code) {
      if (waiting) return waiting.promise;
      let resolve!: (value: string) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<string>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      waiting = { promise, resolve, reject };
      Object.assign(state, closed(), { isOpen: true, code });
      void reload();
      return promise;
    },
    setAnswer(answer) {
      state.answer = answer;
      if (state.error === 'empty' || state.error === 'wrong') state.error = null;
    },
    async submit() {
      const { challengeId } = state;
      const answer = state.answer.trim();
      if (!waiting || state.isBusy) return;
      if (!answer) {
        state.error = 'empty';
        return;
      }
      if (!challengeId) return reload();
      state.isBusy = true;
      try {
        const result = await api.validate({ challengeId, answer });
        if (result.success) {
          onSolved?.();
          const current = waiting;
          finish();
          current?.resolve(`${challengeId}:${answer}`);
          return;
        }
        onFailed?.();
        if (result.isLogoutUser) {
          const current = waiting;
          finish();
          current?.reject(new CaptchaCancelled());
          onLogoutUser?.();
          return;
        }
        state.isBusy = false;
        await reload();
        state.error = 'wrong';
      } catch {
        state.isBusy = false;
        state.error = 'load_failed';
      }
    },
    reload,
    cancel() {
      const current = waiting;
      finish();
      current?.reject(new CaptchaCancelled());
    },
  };
}
