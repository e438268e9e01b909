import { useEffect, useState } from 'react';
import { smsResendSecondsLeft } from './sms-countdown.ts';

/** Seconds left before an SMS code may be resent, ticking once a second while above 0. */
export function useSmsCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => (sentAt === null ? 0 : Date.now()));
  const secondsLeft = sentAt === null ? 0 : smsResendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (smsResendSecondsLeft(sentAt, at) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return secondsLeft;
}
