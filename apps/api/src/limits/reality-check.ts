import type { Db } from '../db/db.ts';

/**
 * The reference reality check (spec: auth-limits-accounts-config.md §3 "Reality check request", §4, §7; CALL-011;
 * docs/decisions.md "Responsible gaming (session 7)"). The popup's figures (time played, net result) count from the
 * session's start; answers are recorded, and do_not_show_again silences the reminder for the rest of that session.
 */

export type RealityCheckAction = 'continue' | 'logout' | 'cancel' | 'history';

/** What the popup shows: the session's start and, per currency, what was staked and won since. */
export interface RealityCheckSummary {
  signed_in_at: number;
  do_not_show_again: boolean;
  results: { iso: string; staked: number; won: number; net: number }[];
}

const cents = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);

/** The session's reality-check figures (GET /web-api/api/web/user/v1/reality-check). */
export async function realityCheckSummary(db: Db, userId: number, session: { id: string; created_at: Date | string }): Promise<RealityCheckSummary> {
  const since = new Date(session.created_at);
  const { rows } = await db.query<{ iso: string; staked: string; won: string }>(
    `select c.iso, sum(c.amount)::text as staked,
            (coalesce((select sum(l.amount_minor) from ledger_entries l join coupons w on w.id = l.coupon_id
                       where w.user_id = $1 and w.iso = c.iso and l.kind = 'bet_win' and w.created_at >= $2), 0)::numeric / 100)::text as won
     from coupons c where c.user_id = $1 and c.created_at >= $2 group by c.iso order by c.iso`,
    [userId, since.toISOString()],
  );
  const { rows: muted } = await db.query<{ muted: boolean }>('select bool_or(do_not_show_again) as muted from reality_check_answers where session_id = $1', [session.id]);
  return {
    signed_in_at: Math.floor(since.getTime() / 1000),
    do_not_show_again: muted[0]?.muted === true,
    // In minor units first, so 0.1 + 0.2 never shows as 0.30000000000000004.
    results: rows.map((row) => ({ iso: row.iso.trim(), staked: cents(row.staked) / 100, won: cents(row.won) / 100, net: (cents(row.won) - cents(row.staked)) / 100 })),
  };
}

/** Records one answer to the popup (POST /web-api/api/web/user/v1/reality-check). */
export async function recordRealityCheck(
  db: Db,
  userId: number,
  sessionId: string,
  answer: { action: RealityCheckAction; do_not_show_again: boolean; popup_show_at: number },
  now: Date,
): Promise<void> {
  await db.query(
    'insert into reality_check_answers (user_id, session_id, action, do_not_show_again, popup_show_at, answered_at) values ($1, $2, $3, $4, to_timestamp($5), $6)',
    [userId, sessionId, answer.action, answer.do_not_show_again, answer.popup_show_at, now.toISOString()],
  );
}
