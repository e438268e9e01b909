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
];
