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
];
