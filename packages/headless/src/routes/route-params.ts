// The words some route params may be (the route table's param rules; the sports pages read them too).

/** Page types of the sports sections (S1 §2 and S2 §2; both readings, see docs/decisions.md SPORT-001). */
export const SPORTS_PAGE_TYPES = ['home', 'betsonyour', 'topgame', 'marble', 'team', 'champ', 'ufc', 'politics', 'special'] as const;
/** Sports section: live or line (S1 §2). */
export const SPORTS_SECTIONS = ['live', 'line'] as const;
/** Toto sub-paths (S1 §2). */
export const TOTO_SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
/** Payment result outcomes (S1 §2). */
export const PAYMENT_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
