import { apiErrorBodySchema, maintenanceSchema, type SiteConfig } from '@bf/api-client/schemas/site-config';
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
let api: Api | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const switchMaintenance = (app: Api['app'], body: string, contentType = 'application/json') =>
  app.request('/web-api/test/maintenance', { method: 'POST', body, headers: { 'content-type': contentType } });

async function maintenanceInConfig(app: Api['app']) {
  return ((await (await app.request('/bff-api/config/all.json')).json()) as SiteConfig).maintenance;
}

describe('maintenance', () => {
  it('answers the maintenance window, inactive by default', async () => {
    api = await createTestApi();
    const res = await api.app.request('/web-api/maintenance');
    expect(res.status).toBe(200);
    expect(maintenanceSchema.parse(await res.json())).toMatchObject({ isActive: false });
  });

  it('has no test hook without API_TEST_HOOKS=1', async () => {
    api = await createTestApi();
    const res = await switchMaintenance(api.app, '{"isActive":true}');
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
    expect((await maintenanceInConfig(api.app)).isActive).toBe(false);
  });

  it('switches maintenance on and off through the test hook, and all.json follows', async () => {
    api = await createTestApi({ API_TEST_HOOKS: '1' }, { now: () => NOW });

    const on = await switchMaintenance(api.app, '{"isActive":true}');
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ isActive: true, started_at: NOW.toISOString() });
    expect(await maintenanceInConfig(api.app)).toMatchObject({ isActive: true });
    expect(await (await api.app.request('/web-api/maintenance')).json()).toMatchObject({ isActive: true });

    expect((await switchMaintenance(api.app, '{"isActive":false}')).status).toBe(200);
    expect(await maintenanceInConfig(api.app)).toMatchObject({ isActive: false, started_at: null });
  });

  it('refuses a bad switch body with 400 in the error shape', async () => {
    api = await createTestApi({ API_TEST_HOOKS: '1' });
    const cases: [string, string][] = [
      ['{"isActive":"yes"}', 'application/json'],
      ['{}', 'application/json'],
      ['{"isActive":', 'application/json'],
      ['', 'application/json'],
      ['isActive=true', 'application/x-www-form-urlencoded'],
      ['{"isActive":true}', 'text/plain'],
    ];
    for (const [body, contentType] of cases) {
      const res = await switchMaintenance(api.app, body, contentType);
      expect(res.status, body).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).errors[0]?.code).toBe('invalid_body');
    }
    expect((await maintenanceInConfig(api.app)).isActive).toBe(false);
  });

  it('refuses an oversized body without reading it all', async () => {
    api = await createTestApi({ API_TEST_HOOKS: '1' });
    const res = await switchMaintenance(api.app, JSON.stringify({ isActive: true, pad: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
  });

  it('starts in maintenance with API_MAINTENANCE=1', async () => {
    api = await createTestApi({ API_MAINTENANCE: '1' });
    expect(await maintenanceInConfig(api.app)).toMatchObject({ isActive: true });
  });
});

describe('the maintenance warning window and the app version', () => {
  it('answers a warning window around now in the naming a test cookie asks for, only with test hooks', async () => {
    api = await createTestApi({ API_TEST_HOOKS: '1' }, { now: () => NOW });
    const camel = await (await api.app.request('/web-api/maintenance', { headers: { cookie: 'test_maintenance_notice=camel' } })).json();
    expect(camel).toMatchObject({ notifyStartDate: '2026-03-01T09:59:00.000Z', notifyEndDate: '2026-03-01T12:00:00.000Z', startAt: '2026-03-01T11:00:00.000Z' });
    const snake = await (await api.app.request('/web-api/maintenance', { headers: { cookie: 'test_maintenance_notice=snake' } })).json();
    expect(snake).toMatchObject({ notify_started_at: '2026-03-01T09:59:00.000Z', notify_ended_at: '2026-03-01T12:00:00.000Z' });
    await api.close();

    api = await createTestApi({}, { now: () => NOW });
    const plain = await (await api.app.request('/web-api/maintenance', { headers: { cookie: 'test_maintenance_notice=camel' } })).json();
    expect(plain).toMatchObject({ notify_started_at: null });
    expect(plain).not.toHaveProperty('notifyStartDate');
  });

  it('answers the deployed version, uncached, from APP_VERSION', async () => {
    api = await createTestApi({ APP_VERSION: '2026.11.25-1' });
    const res = await api.app.request('/web-api/app-version');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ version: '2026.11.25-1' });
  });
});

describe('the policy logo (CALL-027)', () => {
  it('answers a GIF image', async () => {
    api = await createTestApi();
    const res = await api.app.request('/web-api/policy/logo.agif');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a');
    // 88 × 31, little-endian in the header.
    expect([bytes[6]! | (bytes[7]! << 8), bytes[8]! | (bytes[9]! << 8)]).toEqual([88, 31]);
  });
});
