import { it } from 'vitest';
import { createTestApi } from '../test/create-test-api.ts';

it('smoke', async () => {
  const t0 = Date.now();
  const api = await createTestApi({}, { authenticate: async () => ({ userId: 1 }) });
  console.log('create ms', Date.now() - t0);
  const get = async (path: string, init?: RequestInit) => {
    const res = await api.app.request(path, init);
    const text = await res.text();
    console.log(res.status, path, res.headers.get('cache-control'), text.slice(0, 700));
    return JSON.parse(text);
  };
  const sports = await get('/web-api/betting/v1/sports?lang=ru&section=live');
  await get('/web-api/betting/v1/sports?lang=de');
  await get('/web-api/betting/v1/sports/1/champs?lang=uk&section=line');
  const games = await get('/web-api/betting/v1/champs/101/games?lang=ru&section=line');
  const live = await get('/web-api/betting/v1/live?lang=en&sportId=4');
  const gameId = games.games[0].id;
  await get(`/web-api/betting/v1/games/${gameId}?lang=tr`);
  await get('/web-api/betting/v1/top?lang=es');
  await get('/web-api/betting/v1/results?lang=fr&date=' + new Date(Date.now() - 86400000).toISOString().slice(0, 10));
  await get('/web-api/betting/v1/champions?lang=it&champId=101');
  await get('/web-api/betting/v1/odds?ids=1,2,3,999999');
  const outcome = games.games[0].mainMarket.outcomes[0];
  const placed = await get('/web-api/api/web/coupon/v1/place?lang=ru', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' }, body: JSON.stringify({ typeId: 1, amount: 100, bets: [{ market: { id: outcome.id, coef: outcome.coef, isLive: false } }] }) });
  await get(`/web-api/api/web/coupon/v1/load/${placed.coupon.code}`);
  await get(`/web-api/api/web/coupon/v1/${placed.coupon.id}`);
  await get(`/web-api/api/web/coupon/v1/history`);
  void sports; void live;
  await api.close();
}, 120000);
