/** Seconds before an SMS code may be sent again. */
export const SMS_RESEND_DELAY_MS = 60_000;

/** Whole seconds left before the code may be resent (0 when it may be resent now). */
export function smsResendSecondsLeft(sentAt: number | null, nowMs: number, delayMs = SMS_RESEND_DELAY_MS): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + delayMs - nowMs) / 1000));
}

/** A six-digit one-time code (SMS and two-step), as the reference API takes them. */
export const ONE_TIME_CODE = /^\d{6}$/;
