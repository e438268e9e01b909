import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../test/create-test-api.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function dataDir(): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'bf-api-'));
  dirs.push(parent);
  return join(parent, 'pgdata');
}

describe('migrations', () => {
  it('apply once: a second start on the same data keeps the schema, the seed and later changes', async () => {
    const dir = await dataDir();

    const first = await createTestApi({ API_TEST_HOOKS: '1' }, { dataDir: dir });
    const applied = await first.db.query<{ name: string }>('select name from migrations order by name');
    expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    await first.app.request('/web-api/test/maintenance', {
      method: 'POST',
      body: '{"isActive":true}',
      headers: { 'content-type': 'application/json' },
    });
    await first.close();

    const second = await createTestApi({}, { dataDir: dir });
    try {
      expect(await migrate(second.db)).toEqual([]);
      const counts = await second.db.query<{ migrations: number; users: number; languages: number }>(
        `select (select count(*)::int from migrations) as migrations,
                (select count(*)::int from users) as users,
                (select count(*)::int from languages) as languages`,
      );
      expect(counts.rows[0]).toEqual({ migrations: migrations.length, users: 5, languages: 11 });
      expect(await (await second.app.request('/web-api/maintenance')).json()).toMatchObject({ isActive: true });
    } finally {
      await second.close();
    }
  });

  it('seed the demo users with scrypt hashes and their accounts', async () => {
    const api = await createTestApi();
    try {
      const users = await api.db.query<{ login: string; password_hash: string; ban_level: number; accounts: number }>(
        `select login, password_hash, ban_level, (select count(*)::int from accounts a where a.user_id = u.id) as accounts
         from users u order by id`,
      );
      expect(users.rows.map(({ login, ban_level }) => [login, ban_level])).toEqual([
        ['demo', 0],
        ['vip', 0],
        ['banned', 45],
        ['blocked', 0],
        ['terms', 0],
      ]);
      for (const user of users.rows) {
        expect(user.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
        expect(user.accounts).toBeGreaterThan(0);
      }
    } finally {
      await api.close();
    }
  });
});
