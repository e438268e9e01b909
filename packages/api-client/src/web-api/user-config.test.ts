import { describe, expect, it } from 'vitest';
import { CANCELLED_STATUS, createHttpClient } from '@bf/api-client/http';
import { createUserConfigApi, USER_CONFIG_PATH, userConfigKeys } from '@bf/api-client/web-api/user-config';
import { fakeFetch, freshToken, hangingUntilAborted, json, type RecordedCall } from '../testing/fake-api.ts';

const token = freshToken('stored');
const setup = (handler: (call: RecordedCall) => Response | Promise<Response>) => {
  const fake = fakeFetch(handler);
  return { api: createUserConfigApi(createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { getToken: () => token, getDeviceId: () => 'device-1' } })), ...fake };
};

describe('user config service', () => {
  it('loads the config with the bearer token and no cache, typing known fields and passing unknown ones through', async () => {
    const { api, calls } = setup(() =>
      json({
        result: { user_email: 'p@example.com', activation_type: 1, disallow_line_sport: [9, 1, 4], protection_level: 55, protection_methods: { enable_two_factor_auth: true }, ban_level: 0, future_flag: 'kept' },
        error: null,
      }),
    );
    const config = await api.getUserConfig();
    expect(config).toMatchObject({ user_email: 'p@example.com', activation_type: 1, disallow_line_sport: [1, 4, 9], protection_level: 55, future_flag: 'kept' });
    // spec defaults: user_hide_balance true, recharge-notification text id 0
    expect([config.user_hide_balance, config.recharge_notification.text_id]).toEqual([true, 0]);
    expect(calls[0]).toMatchObject({ url: USER_CONFIG_PATH, cache: 'no-store' });
    expect(calls[0]?.headers).toMatchObject({ authorization: `Bearer ${token}`, 'x-device-id': 'device-1' });
  });

  it('rejects a malformed config with a clear ApiError naming the field', async () => {
    const { api } = setup(() => json({ result: { user_email: 42 }, error: null }));
    await expect(api.getUserConfig()).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('result.user_email') });
    await expect(setup(() => json({ result: { activation_type: 7 } })).api.getUserConfig()).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json(['not', 'an', 'object'])).api.getUserConfig()).rejects.toMatchObject({ statusCode: 502 });
  });

  it('counts an empty result as a failure and carries the server error', async () => {
    await expect(setup(() => json({ result: null, error: 'no user' })).api.getUserConfig()).rejects.toMatchObject({ message: 'no user' });
    await expect(setup(() => json({ result: {}, error: null })).api.getUserConfig()).rejects.toMatchObject({ message: 'The user config is empty' });
  });

  it('can be aborted by a newer load', async () => {
    const { api } = setup(hangingUntilAborted);
    const controller = new AbortController();
    const load = api.getUserConfig(controller.signal);
    controller.abort();
    await expect(load).rejects.toMatchObject({ statusCode: CANCELLED_STATUS });
  });

  it('builds its SWR key next to the call', () => {
    expect(userConfigKeys.config()).toEqual(['web-api', 'user', 'config']);
  });
});
