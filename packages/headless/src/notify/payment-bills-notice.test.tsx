// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { i18n as I18n, TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@bf/api-client/office';
import { useSiteNoticeScreen, type SiteNoticeModel } from '@bf/headless/screens/shell-notices';
import { officeRechargeModel } from '@bf/headless/screens/office-recharge';
import type { ShellData } from '../router/shell-data.ts';
import { cardMethod, englishI18n, mainAccount } from '../payments/payments-test-kit.tsx';
import { createPaymentBillsNoticeStore, isPaymentBillsOutOfService, usePaymentBillsNotice } from './payment-bills-notice.ts';
import { nextSiteNotice } from './site-notice-rules.ts';

const bills: PaymentMethod = { id: 'bills', name: 'Payment bills', minMinor: 10000, maxMinor: 10000000, presetsMinor: [50000], outOfService: true };
const NOW = Date.UTC(2026, 10, 27, 12);

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = await englishI18n();
  t = i18n.getFixedT('en', 'payments');
});
afterEach(cleanup);

describe('the bills method out of service (SHELL-017)', () => {
  it('is out of service only when the list marks the bills method so', () => {
    expect(isPaymentBillsOutOfService([cardMethod, bills])).toBe(true);
    expect(isPaymentBillsOutOfService([cardMethod, { ...bills, outOfService: false }])).toBe(false);
    expect(isPaymentBillsOutOfService([cardMethod, { ...bills, outOfService: undefined }])).toBe(false);
    expect(isPaymentBillsOutOfService([{ ...cardMethod, outOfService: true }])).toBe(false);
    expect(isPaymentBillsOutOfService(undefined)).toBe(false);
  });

  it('comes after the age, new-site and privacy notices, and not while the cookie consent is open', () => {
    const stored = { ageConfirmedAt: null, newSiteShownAt: null, privacySeen: null };
    const inputs = { minimumAge: 18, isNewSiteModal: false, privacyUpdatedAt: null, isSignedIn: true, isPaymentBillsOutOfService: true, stored, now: NOW };
    expect(nextSiteNotice(inputs)).toBe('age');
    expect(nextSiteNotice({ ...inputs, stored: { ...stored, ageConfirmedAt: NOW - 1000 } })).toBe('payment-bills');
    expect(nextSiteNotice({ ...inputs, stored: { ...stored, ageConfirmedAt: NOW - 1000 }, isConsentPending: true })).toBeNull();
    expect(nextSiteNotice({ ...inputs, minimumAge: null, isPaymentBillsOutOfService: false })).toBeNull();
  });

  it('the deposit form does not offer a method out of service', () => {
    const actions = { selectMethod: vi.fn(), setAmountText: vi.fn(), submit: vi.fn(), touch: vi.fn() };
    const base = { t, lng: 'en', account: mainAccount, hideBalance: false, isLoaded: true, methodId: null, amountText: '', isAmountTouched: false, isBusy: false, error: null, actions };
    const model = officeRechargeModel({ ...base, methods: [cardMethod, bills] });
    expect(model.methods.options).toEqual([{ value: 'card', label: 'Bank card' }]);
    expect(officeRechargeModel({ ...base, methods: [cardMethod, { ...bills, outOfService: false }] }).methods.options.map((o) => o.label)).toEqual(['Bank card', 'Payment bills']);
    // Even when asked for it, the method out of service is not the one chosen.
    expect(officeRechargeModel({ ...base, methods: [cardMethod, bills], methodId: 'bills' }).methods.selected).toBe('card');
  });

  it('the deposit page opens the modal once its list marks bills out of service, and leaving the page closes it', () => {
    const store = createPaymentBillsNoticeStore();
    const page = renderHook(({ methods }) => usePaymentBillsNotice(methods, store), { initialProps: { methods: undefined as PaymentMethod[] | undefined } });
    expect(store.state.isOpen).toBe(false);
    page.rerender({ methods: [cardMethod] });
    expect(store.state.isOpen).toBe(false);
    page.rerender({ methods: [cardMethod, bills] });
    expect(store.state.isOpen).toBe(true);
    // Closed by the player: a new answer of the same list (SWR revalidating) does not open it again on this visit.
    act(() => store.close());
    page.rerender({ methods: [cardMethod, { ...bills }] });
    expect(store.state.isOpen).toBe(false);
    page.rerender({ methods: [cardMethod, bills] });
    expect(store.state.isOpen).toBe(false);
    page.unmount();
    // A new visit asks again.
    const again = renderHook(() => usePaymentBillsNotice([cardMethod, bills], store));
    expect(store.state.isOpen).toBe(true);
    again.unmount();
    expect(store.state.isOpen).toBe(false);
  });

  it('the site notice model: a closable modal in the page language that closes for this visit', async () => {
    const store = createPaymentBillsNoticeStore();
    let model: SiteNoticeModel | null = null;
    function Probe() {
      model = useSiteNoticeScreen({ storage: null, now: () => NOW, billsStore: store });
      return <p>{model ? model.title : 'no notice'}</p>;
    }
    const shell = { lng: 'en', isSignedIn: true, companyName: 'BetFront', notices: { minimumAge: null, isNewSiteModal: false, privacyUpdatedAt: null, countryId: null } } as unknown as ShellData;
    const router = createMemoryRouter([{ id: 'lng', path: '/:lng', loader: () => shell, element: <I18nextProvider i18n={i18n}><Probe /></I18nextProvider> }], { initialEntries: ['/en'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('no notice');
    act(() => store.open());
    await screen.findByText('Payment by bill is out of service');
    expect(model).toMatchObject({
      kind: 'payment-bills',
      title: 'Payment by bill is out of service',
      text: 'Paying by bill is temporarily unavailable. Please choose another deposit method.',
      confirm: { label: 'Choose another method' },
      close: { label: 'Close' },
    });
    act(() => model!.close!.onPress());
    await waitFor(() => expect(screen.getByText('no notice')).toBeTruthy());
    expect(store.state.isOpen).toBe(false);
  });
});
