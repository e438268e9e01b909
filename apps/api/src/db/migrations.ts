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
];
