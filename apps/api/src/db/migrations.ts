import { CATALOGUE_GAMES, CATALOGUE_PROVIDERS, gameSlug } from '../casino/catalogue.ts';

/** One schema change: a stable name (recorded in `migrations`) and its statements, run in order. */
export interface Migration {
  name: string;
  statements: readonly string[];
}

/**
 * The schema, oldest first. Append new migrations; never edit one that has shipped.
 * One statement per string, because prepared statements (PGlite, pg with params) take one at a time.
 */
export const migrations: readonly Migration[] = [
  {
    name: '001_site_config',
    statements: [
      `create table languages (
        code text primary key check (code ~ '^[a-z]{2}$'),
        name text not null,
        native_name text not null,
        is_hidden_for_guests boolean not null default false,
        position integer not null
      )`,
      `create table currencies (
        id integer primary key,
        iso char(3) not null unique,
        symbol text not null,
        name text not null,
        position integer not null
      )`,
      // One row per SiteConfig field per operator, so a single flag (maintenance) changes without rewriting the rest.
      `create table site_config (
        ref_id integer not null,
        key text not null,
        value jsonb not null,
        primary key (ref_id, key)
      )`,
    ],
  },
  {
    name: '002_users_accounts',
    statements: [
      `create table users (
        id integer generated always as identity primary key,
        login text not null unique,
        email text unique,
        phone text unique,
        password_hash text not null,
        currency char(3) not null references currencies (iso),
        ban_level integer not null default 0,
        created_at timestamptz not null default now()
      )`,
      // spec §3 Account: type 0 main, 4 bonus, 9 currency.
      `create table accounts (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        type smallint not null check (type in (0, 4, 9)),
        iso char(3) not null references currencies (iso),
        money numeric(18, 2) not null default 0,
        unique (user_id, type, iso)
      )`,
    ],
  },
  {
    name: '003_auth',
    statements: [
      // Logins and e-mails are unique whatever their case, since players type them either way.
      'create unique index users_login_lower on users (lower(login))',
      'create unique index users_email_lower on users (lower(email))',
      // spec §3 registration types and bonus choice (0 decline, 1 sports, 2 casino).
      `alter table users add column reg_type text not null default 'full_reg'
        check (reg_type in ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg'))`,
      'alter table users add column bonus smallint not null default 0 check (bonus in (0, 1, 2))',
      'alter table users add column birth_date date',
      'alter table users add column first_name text',
      'alter table users add column last_name text',
      "alter table users add column country char(2) not null default 'ru'",
      // Two-step sign-in is on when a code hash is set (scrypt, like passwords).
      'alter table users add column two_step_code_hash text',
      'alter table users add column social_provider text',
      'alter table users add column social_id text',
      'create unique index users_social on users (social_provider, social_id) where social_provider is not null',
      // One row per signed-in session; a token names its session, so logout ends it before the token expires.
      `create table auth_sessions (
        id text primary key,
        user_id integer not null references users (id) on delete cascade,
        remember boolean not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      )`,
      'create index auth_sessions_user on auth_sessions (user_id)',
      // Databases seeded before this migration: the demo `vip` gets two-step code 424242 (seed.ts does it for new ones).
      `update users set two_step_code_hash = 'scrypt$16384$8$1$qLVaTUx1SSU-7Z52E6u86g$vXR6-7Kq-fq-7YGI9wxCtL-GA9HI--cZFSbiISQ7xhw'
        where login = 'vip'`,
    ],
  },
  {
    name: '004_sports_feed_coupons',
    statements: [
      // The sports feed (src/sports): names are jsonb by language ({"en": …, "ru": …}); readers fall back to en.
      `create table sports (
        id integer primary key,
        slug text not null unique,
        names jsonb not null check (names ? 'en'),
        position integer not null
      )`,
      `create table championships (
        id integer primary key,
        sport_id integer not null references sports (id),
        country char(2),
        names jsonb not null check (names ? 'en'),
        variant text,
        is_top boolean not null default false,
        position integer not null
      )`,
      // status line|live|finished; game_status_id 1 not started, 2 first period, 3 second or later, 4 finished.
      // model: the simulator's strength parameters; sim: its internal state (stoppage, server, regulation score…).
      `create table games (
        id integer primary key,
        sport_id integer not null references sports (id),
        champ_id integer not null references championships (id),
        team1 jsonb not null check (team1 ? 'en'),
        team2 jsonb not null check (team2 ? 'en'),
        start_at timestamptz not null,
        status text not null check (status in ('line', 'live', 'finished')),
        game_status_id smallint not null check (game_status_id between 1 and 4),
        score1 integer not null default 0,
        score2 integer not null default 0,
        period smallint not null default 0,
        game_time integer not null default 0,
        period_scores jsonb not null default '[]',
        is_top boolean not null default false,
        model jsonb not null,
        sim jsonb not null default '{}',
        finished_at timestamptz,
        updated_at timestamptz not null
      )`,
      'create index games_status_start on games (status, start_at)',
      'create index games_champ_status on games (champ_id, status)',
      // kind = the market group's number (7 correct score, never part of a bonus bet).
      `create table markets (
        id integer primary key,
        game_id integer not null references games (id) on delete cascade,
        type text not null,
        market_group text not null,
        kind smallint not null,
        param numeric(7, 1),
        names jsonb not null,
        margin numeric(5, 3) not null,
        is_blocked boolean not null default false,
        blocked_until timestamptz
      )`,
      'create index markets_game on markets (game_id)',
      `create table outcomes (
        id integer primary key,
        market_id integer not null references markets (id) on delete cascade,
        type text not null,
        names jsonb not null,
        coef numeric(8, 3) not null check (coef >= 1),
        is_blocked boolean not null default false,
        position smallint not null
      )`,
      'create index outcomes_market on outcomes (market_id)',
      `create table results (
        game_id integer primary key references games (id) on delete cascade,
        score1 integer not null,
        score2 integer not null,
        period_scores jsonb not null,
        final jsonb not null,
        finished_at timestamptz not null
      )`,
      'create index results_finished on results (finished_at)',
      // Placed coupons (CALL-001). One per (user, Idempotency-Key): a repeated request finds the first coupon.
      `create table coupons (
        id bigint generated always as identity primary key,
        code text not null unique,
        user_id integer not null references users (id),
        idempotency_key text not null,
        request_hash text not null,
        type_id smallint not null check (type_id in (1, 2, 9)),
        system_value smallint,
        account_id integer not null references accounts (id),
        iso char(3) not null,
        amount numeric(18, 2) not null check (amount > 0),
        coef numeric(16, 3),
        possible_win numeric(20, 2) not null,
        min_possible_win numeric(20, 2) not null,
        change_coef_action smallint not null,
        created_at timestamptz not null,
        unique (user_id, idempotency_key)
      )`,
      'create index coupons_user on coupons (user_id, id desc)',
      // coef: the price accepted at placement; amount/possible_win: a single's own stake and return.
      `create table coupon_bets (
        coupon_id bigint not null references coupons (id) on delete cascade,
        position smallint not null,
        outcome_id integer not null references outcomes (id),
        game_id integer not null references games (id),
        coef numeric(8, 3) not null,
        is_live boolean not null,
        amount numeric(18, 2),
        possible_win numeric(20, 2),
        primary key (coupon_id, position)
      )`,
      'create index coupon_bets_game on coupon_bets (game_id)',
    ],
  },
  {
    // Chain (3) and block (4) coupons, a system's bankers and a block coupon's blocks (decisions.md COUPON-026).
    name: '005_coupon_chains_blocks',
    statements: [
      'alter table coupons drop constraint coupons_type_id_check',
      'alter table coupons add constraint coupons_type_id_check check (type_id in (1, 2, 3, 4, 9))',
      'alter table coupons add column amount_by_block jsonb',
      'alter table coupon_bets add column block_id smallint',
      // Saved (not placed) coupons: selections shared by code, loaded with today's prices (decisions.md "Quick coupon").
      `create table saved_coupons (
        id bigint generated always as identity primary key,
        code text not null unique,
        type_id smallint not null check (type_id in (1, 2, 3, 4, 9)),
        system_value smallint,
        amount numeric(18, 2) not null check (amount > 0),
        amount_by_block jsonb,
        bets jsonb not null,
        created_at timestamptz not null
      )`,
    ],
  },
  {
    name: '006_terms_and_blocks',
    statements: [
      // When the player last accepted the terms (spec S2 §4 "Terms"); older than the current terms: accept again.
      'alter table users add column terms_accepted_at timestamptz',
      'update users set terms_accepted_at = created_at',
      // The block check's template type for this player (CALL-026): the blocking reason; null is not blocked.
      'alter table users add column block_template integer check (block_template > 0)',
    ],
  },
  {
    name: '007_cyber_championships',
    statements: [
      // Cyber competitions of real sports (SPORT-012's per-sport cyber filter).
      'alter table championships add column is_cyber boolean not null default false',
    ],
  },
  {
    // The player's office (issue 11): wallets, the ledger, payments, settings (docs/decisions.md "Ledger").
    name: '008_office_ledger',
    statements: [
      // Accounts: a label, points, a frozen flag and soft removal (a removed currency keeps its ledger).
      'alter table accounts add column label text',
      'alter table accounts add column points integer not null default 0 check (points >= 0)',
      'alter table accounts add column is_frozen boolean not null default false',
      'alter table accounts add column closed_at timestamptz',
      'alter table accounts add constraint accounts_money_not_negative check (money >= 0)',
      // The active account; null means the main account in the player's currency.
      'alter table users add column active_account_id integer references accounts (id)',
      // Settings and personal data of the office (spec S2 §3 "Personal data fields", "Mailing and notification settings").
      `alter table users add column settings jsonb not null default '{}'`,
      `alter table users add column personal_data jsonb not null default '{}'`,
      'alter table users add column password_changed_at timestamptz',
      // Deposits and withdrawals through the simulated provider; amounts in minor units (cents).
      `create table payments (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id),
        account_id integer not null references accounts (id),
        direction text not null check (direction in ('deposit', 'withdrawal')),
        method text not null,
        amount_minor bigint not null check (amount_minor > 0),
        iso char(3) not null,
        status text not null check (status in ('created', 'pending', 'success', 'fail', 'cancel')),
        pending_outcome text check (pending_outcome in ('success', 'fail')),
        settle_at timestamptz,
        lang text not null,
        idempotency_key text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (user_id, idempotency_key)
      )`,
      'create index payments_user on payments (user_id, id desc)',
      'create index payments_pending on payments (settle_at) where status = \'pending\'',
      // A coupon is settled into the ledger once: its status and payout when its last bet was decided.
      `create table coupon_settlements (
        coupon_id bigint primary key references coupons (id),
        status_id smallint not null,
        payout_minor bigint not null check (payout_minor >= 0),
        settled_at timestamptz not null
      )`,
      // Every balance change, in minor units. accounts.money is the running sum, kept by the trigger below.
      `create table ledger_entries (
        id bigint generated always as identity primary key,
        account_id integer not null references accounts (id),
        user_id integer not null references users (id),
        kind text not null check (kind in ('opening', 'bet_stake', 'bet_win', 'deposit', 'withdrawal_hold', 'withdrawal_release', 'bonus')),
        amount_minor bigint not null check (amount_minor <> 0),
        balance_after_minor bigint not null check (balance_after_minor >= 0),
        coupon_id bigint references coupons (id),
        payment_id bigint references payments (id),
        created_at timestamptz not null default now()
      )`,
      'create index ledger_account on ledger_entries (account_id, id)',
      // Each cause moves money once: a coupon's stake, its win, a payment's each step.
      `create unique index ledger_coupon_once on ledger_entries (coupon_id, kind) where coupon_id is not null`,
      `create unique index ledger_payment_once on ledger_entries (payment_id, kind) where payment_id is not null`,
      // Inserting a ledger row moves the balance in the same statement, so the two cannot part.
      `create function ledger_apply() returns trigger language plpgsql as $$
      declare
        balance numeric;
        owner integer;
      begin
        if new.kind = 'opening' then
          if exists (select 1 from ledger_entries where account_id = new.account_id) then
            raise exception 'ledger: account % already has entries', new.account_id;
          end if;
          select money, user_id into balance, owner from accounts where id = new.account_id;
        else
          perform set_config('bf.ledger_apply', 'on', true);
          update accounts set money = money + new.amount_minor::numeric / 100 where id = new.account_id returning money, user_id into balance, owner;
          perform set_config('bf.ledger_apply', 'off', true);
        end if;
        if balance is null then
          raise exception 'ledger: no account %', new.account_id;
        end if;
        new.user_id := owner;
        new.balance_after_minor := (balance * 100)::bigint;
        return new;
      end $$`,
      'create trigger ledger_apply before insert on ledger_entries for each row execute function ledger_apply()',
      // The balance moves only through the ledger: a direct update is refused, so no path can skip it.
      `create function accounts_money_guard() returns trigger language plpgsql as $$
      begin
        if new.money is distinct from old.money and coalesce(current_setting('bf.ledger_apply', true), 'off') <> 'on' then
          raise exception 'accounts.money of account % changes only through ledger_entries', old.id;
        end if;
        return new;
      end $$`,
      'create trigger accounts_money_guard before update of money on accounts for each row execute function accounts_money_guard()',
      // An account opened with money (the demo seed) records it as its opening entry.
      `create function accounts_opening() returns trigger language plpgsql as $$
      begin
        if new.money <> 0 then
          insert into ledger_entries (account_id, user_id, kind, amount_minor, created_at) values (new.id, new.user_id, 'opening', (new.money * 100)::bigint, now());
        end if;
        return null;
      end $$`,
      'create trigger accounts_opening after insert on accounts for each row execute function accounts_opening()',
      `insert into ledger_entries (account_id, user_id, kind, amount_minor) select id, user_id, 'opening', (money * 100)::bigint from accounts where money <> 0`,
    ],
  },
  {
    name: '009_player_limits',
    statements: [
      // Responsible gaming (docs/decisions.md "Responsible gaming"): per player and type at most one ACTIVE value and
      // one PENDING change (an increase or removal in its 24-hour cooling-off); limit_value null is a removal.
      `create table player_limits (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        limit_type smallint not null check (limit_type in (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37)),
        limit_state text not null check (limit_state in ('PENDING', 'ACTIVE')),
        limit_value numeric(14, 2),
        started_at timestamptz not null,
        ends_at timestamptz,
        self_exclude_reason integer,
        unique (user_id, limit_type, limit_state)
      )`,
      'create index player_limits_user on player_limits (user_id)',
    ],
  },
  {
    name: '010_user_action_tokens',
    statements: [
      // Single-use links of the user action pages (password reset, account verification, activation, newsletter stop):
      // only the SHA-256 of the random token is kept, so a copy of the database cannot follow a link.
      `create table user_action_tokens (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        purpose text not null check (purpose in ('password-reset', 'account-verify', 'activate-email', 'activate-phone', 'activate-fast', 'stop-newsletter')),
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
      'create index user_action_tokens_user on user_action_tokens (user_id, purpose)',
      // What the reference API "sent": no mail or SMS gateway exists, so messages are stored for the demo mailbox and tests.
      `create table outbox_messages (
        id serial primary key,
        user_id integer references users (id) on delete cascade,
        channel text not null check (channel in ('email', 'sms')),
        to_address text not null,
        subject text not null,
        body text not null,
        link text not null,
        created_at timestamptz not null
      )`,
      'create index outbox_messages_to on outbox_messages (lower(to_address), id)',
      'alter table users add column email_confirmed_at timestamptz',
      'alter table users add column phone_confirmed_at timestamptz',
    ],
  },
  {
    name: '011_cookie_consent_analytics',
    statements: [
      // spec: S2 §7, the cookie-agree-time log: when the signed-in player last agreed to cookies.
      'alter table users add column cookies_agree_time timestamptz',
      // What the internal collector received (spec: S2 §7; ANLT-002): one row per record, kept for reading back.
      `create table analytics_records (
        id bigint generated always as identity primary key,
        received_at timestamptz not null,
        user_id integer references users (id) on delete set null,
        record jsonb not null
      )`,
    ],
  },
  {
    // The office's bonuses, cashback, promotions, referrals and ideas (docs/decisions.md "Office: bonuses, VIP,
    // promotion, referrals, rewards, ideas"). Every reward credits an account through the ledger in the statement
    // that records it; `reward_id` ties the ledger rows to it and each kind of row happens once per reward.
    name: '012_office_rewards',
    statements: [
      `create table player_rewards (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        kind text not null check (kind in ('bonus', 'promo', 'cashback', 'referral')),
        account_id integer not null references accounts (id),
        amount_minor bigint not null check (amount_minor > 0),
        iso char(3) not null,
        ref text not null,
        created_at timestamptz not null
      )`,
      'create index player_rewards_user on player_rewards (user_id, id desc)',
      // A promo code once per player; a referral reward once per invited friend.
      `create unique index player_rewards_promo_once on player_rewards (user_id, ref) where kind in ('promo', 'referral')`,
      `create table player_bonuses (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        offer_id text not null,
        reward_id bigint not null unique references player_rewards (id),
        payment_id bigint not null unique references payments (id),
        account_id integer not null references accounts (id),
        iso char(3) not null,
        bonus_minor bigint not null check (bonus_minor > 0),
        wager_required_minor bigint not null check (wager_required_minor > 0),
        status text not null check (status in ('active', 'wagered', 'cancelled')),
        created_at timestamptz not null,
        closed_at timestamptz
      )`,
      // At most one bonus is being wagered at a time.
      `create unique index player_bonuses_one_active on player_bonuses (user_id) where status = 'active'`,
      'alter table users add column referrer_id integer references users (id)',
      `create table player_ideas (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        topic text not null check (topic in ('sports', 'casino', 'payments', 'site', 'other')),
        body text not null check (length(body) between 10 and 2000),
        created_at timestamptz not null
      )`,
      'alter table ledger_entries add column reward_id bigint references player_rewards (id)',
      'alter table ledger_entries drop constraint ledger_entries_kind_check',
      `alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('opening', 'bet_stake', 'bet_win', 'deposit', 'withdrawal_hold', 'withdrawal_release', 'bonus', 'reward', 'bonus_forfeit', 'bonus_release', 'bonus_payout'))`,
      'create unique index ledger_reward_once on ledger_entries (reward_id, kind) where reward_id is not null',
    ],
  },
  {
    name: '013_reality_check',
    statements: [
      // The reality check's answers (CALL-011), one row per popup answered: what the regulator asks to see. A
      // do_not_show_again answer silences the reminder for the rest of that session.
      `create table reality_check_answers (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        session_id text not null,
        action text not null check (action in ('continue', 'logout', 'cancel', 'history')),
        do_not_show_again boolean not null,
        popup_show_at timestamptz not null,
        answered_at timestamptz not null
      )`,
      'create index reality_check_answers_session on reality_check_answers (session_id)',
      // A reached session limit shuts sign-in until this time (the end of the limit's 24-hour period).
      'alter table users add column session_limit_until timestamptz',
    ],
  },
  {
    name: '014_office_care',
    statements: [
      // The office's player care (docs/decisions.md "Office: support, verification, payment requests, convert account").
      `create table support_tickets (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        topic text not null check (topic in ('account', 'payments', 'bets', 'verification', 'technical', 'other')),
        message text not null check (char_length(message) between 10 and 2000),
        status text not null default 'received' check (status in ('received', 'answered')),
        created_at timestamptz not null
      )`,
      'create index support_tickets_user on support_tickets (user_id, id)',
      // A request about a payment: its topic and sub-topic (fixed lists of the API), and the payment when the topic has one.
      `create table payment_requests (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        topic_id smallint not null,
        sub_topic_id smallint not null,
        payment_id bigint references payments (id) on delete set null,
        message text not null check (char_length(message) between 10 and 2000),
        status text not null default 'open' check (status in ('open', 'closed')),
        created_at timestamptz not null
      )`,
      'create index payment_requests_user on payment_requests (user_id, id)',
      // Documents sent for verification: only the name, type and size are kept, never the image.
      `create table verification_documents (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        document_type text not null check (document_type in ('passport', 'id_card', 'driving_licence')),
        file_name text not null,
        mime_type text not null,
        size_bytes integer not null check (size_bytes > 0),
        status text not null default 'pending' check (status in ('pending', 'approved')),
        created_at timestamptz not null,
        review_at timestamptz not null,
        decided_at timestamptz
      )`,
      'create index verification_documents_user on verification_documents (user_id, id)',
      // Convert account (ACCT-017 to ACCT-020): the operator's allowed status, when the player was reminded and asked.
      'alter table users add column convert_account_status smallint not null default 0 check (convert_account_status in (0, 1, 2))',
      'alter table users add column convert_reminded_at timestamptz',
      'alter table users add column convert_requested_at timestamptz',
    ],
  },
  {
    name: '015_account_block',
    statements: [
      // The player's own account block (UCFG-012): the user config's isBlocked, toggled on office/security.
      'alter table users add column is_blocked boolean not null default false',
      // An activation type set by the test hook over the one derived from the contacts, so a phone or e-mail can
      // "need activating" (UCFG-020, UCFG-021); binding the phone clears it.
      'alter table users add column activation_type_override smallint check (activation_type_override in (0, 1, 2, 3))',
    ],
  },
  {
    name: '016_casino_catalogue',
    statements: [
      // The demo casino (docs/decisions.md "Casino"): providers, games and a signed-in player's favourites.
      `create table casino_providers (
        id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
        name text not null,
        hue smallint not null check (hue between 0 and 359),
        position integer not null
      )`,
      `create table casino_games (
        id integer primary key,
        slug text not null check (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
        name text not null,
        category text not null,
        subcategory text check (subcategory ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
        provider_id text not null references casino_providers (id),
        is_new boolean not null default false,
        is_popular boolean not null default false,
        position integer not null
      )`,
      'create index casino_games_category on casino_games (category, position)',
      `create table casino_favorites (
        user_id integer not null references users (id) on delete cascade,
        game_id integer not null references casino_games (id),
        created_at timestamptz not null default now(),
        primary key (user_id, game_id)
      )`,
      `insert into casino_providers (id, name, hue, position) values ${CATALOGUE_PROVIDERS.map((p, i) => `(${sql(p.id)}, ${sql(p.name)}, ${p.hue}, ${i})`).join(', ')}`,
      `insert into casino_games (id, slug, name, category, subcategory, provider_id, is_new, is_popular, position) values ${CATALOGUE_GAMES.map(
        (g, i) => `(${i + 1}, ${sql(gameSlug(g.name))}, ${sql(g.name)}, ${sql(g.category)}, ${g.subcategory === null ? 'null' : sql(g.subcategory)}, ${sql(g.provider)}, ${Boolean(g.isNew)}, ${Boolean(g.isPopular)}, ${i})`,
      ).join(', ')}`,
    ],
  },
  {
    name: '017_account_points_type',
    statements: [
      // A loyalty wallet whose balance is counted in points, not money (ACCT-001 isPointsTypeBalance); set by a test hook.
      'alter table accounts add column is_points_type boolean not null default false',
    ],
  },
  {
    name: '018_qr_signin_tokens',
    statements: [
      // QR sign-in (ACCT-024 auth_qr): a signed-in player's single-use code, shown as a QR, that signs another device
      // in as the player. Only the SHA-256 of the random token is kept, as for the user action links.
      `create table qr_signin_tokens (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
      'create index qr_signin_tokens_user on qr_signin_tokens (user_id)',
    ],
  },
];

/** A string as an SQL literal (the catalogue is the code's own data; quotes doubled all the same). */
function sql(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
