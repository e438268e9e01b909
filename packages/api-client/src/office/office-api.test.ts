import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createOfficeApi, officeKeys, OFFICE_BASE_PATH, type Account } from '@bf/api-client/office';
import { fakeFetch, freshToken, json, jsonApiError, tokenReply, type RecordedCall } from '../testing/fake-api.ts';

const token = freshToken('stored');
const setup = (handler: (call: RecordedCall) => Response | Promise<Response>, getToken: () => string | undefined = () => token) => {
  const fake = fakeFetch(handler);
  const errors: unknown[] = [];
  const http = createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { getToken, getDeviceId: () => 'device-1', onError: (error) => errors.push(error) } });
  return { api: createOfficeApi(http), errors, ...fake };
};

const account = (over: Partial<Account> = {}): Account => ({
  id: 7,
  type: 0,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 1,
  money: '1000.00',
  moneyMinor: 100000,
  points: 0,
  label: null,
  isActive: true,
  isPointsTypeBalance: false,
  isFrozen: false,
  bonus: null,
  ...over,
});

const payment = { id: 5, direction: 'deposit', accountId: 7, accountType: 0, iso: 'RUB', method: 'card', amount: '150.00', amountMinor: 15000, status: 'created', settleAt: null, createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' };

describe('office service', () => {
  it('reads the accounts with the bearer token and no cache (CALL-035)', async () => {
    const { api, calls } = setup(() => json({ accounts: [account(), account({ id: 8, type: 9, iso: 'USD', isActive: false, money: '50.00', moneyMinor: 5000 })] }));
    const accounts = await api.getAccounts();
    expect(accounts.map((item) => [item.id, item.iso, item.moneyMinor, item.isActive])).toEqual([
      [7, 'RUB', 100000, true],
      [8, 'USD', 5000, false],
    ]);
    expect(calls[0]).toMatchObject({ path: '/web-api/officeapi/v1/accounts', method: 'GET', cache: 'no-store' });
    expect(calls[0]?.headers).toMatchObject({ authorization: `Bearer ${token}`, 'x-device-id': 'device-1' });
  });

  it('refuses money sent as a float: balances are decimal strings and whole cents', async () => {
    await expect(setup(() => json({ accounts: [{ ...account(), money: 1000.5 }] })).api.getAccounts()).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('accounts.0.money') });
    await expect(setup(() => json({ accounts: [{ ...account(), moneyMinor: 10.5 }] })).api.getAccounts()).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json({ accounts: [{ ...account(), type: 3 }] })).api.getAccounts()).rejects.toMatchObject({ statusCode: 502 });
  });

  it('switches the active account with the id as a query parameter and reads the accounts back (CALL-036)', async () => {
    const { api, calls } = setup(() => json({ accounts: [account({ isActive: false }), account({ id: 8, type: 9, iso: 'USD', isActive: true })] }));
    const accounts = await api.setActiveAccount(8);
    expect(accounts.find((item) => item.isActive)?.id).toBe(8);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/web-api/officeapi/v1/accounts/active?id=8' });
  });

  it('adds and removes a currency and reads data.message (CALL-037, CALL-038)', async () => {
    const { api, calls } = setup((call) => json({ success: true, data: { message: call.method === 'POST' ? 'The EUR account is being opened' : 'The EUR account is being removed' } }));
    expect((await api.addCurrency(3)).data.message).toBe('The EUR account is being opened');
    expect((await api.removeCurrency(3)).data.message).toBe('The EUR account is being removed');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /web-api/officeapi/v1/currencies', 'DELETE /web-api/officeapi/v1/currencies/3']);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ currencyId: 3 });
  });

  it('carries the server refusal of a currency change as an ApiError with its code', async () => {
    const { api } = setup(() => jsonApiError(409, 'currency_already_added', 'You already hold EUR'));
    await expect(api.addCurrency(3)).rejects.toMatchObject({ statusCode: 409, message: 'You already hold EUR', details: [{ code: 'currency_already_added' }] });
  });

  it('starts a deposit with its idempotency key and follows the provider answer to the onpay page', async () => {
    const { api, calls } = setup((call) =>
      call.path.endsWith('/payments/deposit')
        ? json({ payment, redirectUrl: '/web-api/officeapi/v1/payment-sim/5' }, 201)
        : json({ payment: { ...payment, status: 'pending', settleAt: '2026-03-01T10:00:30.000Z' }, redirectUrl: '/en/onpay/pending?paymentId=5' }),
    );
    const started = await api.startDeposit({ accountId: 7, amountMinor: 15000, method: 'card', lang: 'en' }, 'dep-1');
    expect(started.redirectUrl).toBe('/web-api/officeapi/v1/payment-sim/5');
    const decided = await api.decidePayment(5, 'pending');
    expect([decided.payment.status, decided.redirectUrl]).toEqual(['pending', '/en/onpay/pending?paymentId=5']);
    expect(calls[0]?.headers['idempotency-key']).toBe('dep-1');
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ outcome: 'pending' });
  });

  it('refuses a redirect that leaves the site', async () => {
    const { api } = setup(() => json({ payment, redirectUrl: '//evil.example/pay' }, 201));
    await expect(api.startWithdrawal({ accountId: 7, amountMinor: 15000, method: 'card' }, 'w-1')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('sends the bet history filters as the API reads them', async () => {
    const { api, calls } = setup(() => json({ coupons: [], nextBeforeId: null }));
    await api.getBets({ dateFrom: '2026-03-01', dateTo: '2026-03-07', status: [-2, 1], typeId: [1, 9], limit: 10, lang: 'ru' });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'ru', dateFrom: '2026-03-01', dateTo: '2026-03-07', status: '-2,1', typeId: '1,9', limit: '10' });
  });

  it('refreshes the token once on 401 and retries', async () => {
    let accountsCalls = 0;
    const { api, calls } = setup((call) => {
      if (call.path === '/web-api/user/gettoken') return tokenReply(freshToken('new'));
      accountsCalls++;
      return accountsCalls === 1 ? jsonApiError(401, 'unauthorized') : json({ settings: { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: false, enable_sms_news: false, bonus_type: 0, first_deposit_bonus_type: 0, cashback_mode: 0, user_hide_balance: true } });
    });
    expect((await api.getSettings()).user_hide_balance).toBe(true);
    expect(calls.map((call) => call.path)).toEqual(['/web-api/officeapi/v1/settings', '/web-api/user/gettoken', '/web-api/officeapi/v1/settings']);
  });

  it('changes the password and binds a phone', async () => {
    const security = { protection_level: 60, protection_methods: { is_changed_password: true, enable_two_factor_auth: false, enable_phone_binding: true, enable_security_question: false, enable_email_auth: true }, activation_type: 2, phone: '+79161234567', is_blocked: false };
    const { api, calls } = setup((call) => (call.path.endsWith('/password') ? json({ success: true }) : json({ security })));
    await api.changePassword('old12345', 'new12345');
    expect((await api.bindPhone('+79161234567', '123456')).activation_type).toBe(2);
    expect(calls.map((call) => JSON.parse(String(call.body)))).toEqual([{ oldPassword: 'old12345', newPassword: 'new12345' }, { phone_number: '+79161234567', code: '123456' }]);
  });

  it('builds its SWR keys next to the calls', () => {
    expect(OFFICE_BASE_PATH).toBe('/web-api/officeapi/v1');
    expect(officeKeys.accounts()).toEqual(['web-api', 'office', 'accounts']);
    expect(officeKeys.bets({ status: [-2], lang: 'ru' })).toEqual(['web-api', 'office', 'bets', 'ru', null, null, '-2', null, 20, null]);
  });
});
