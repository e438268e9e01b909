// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useNamespaceT } from './use-namespace-t.ts';

afterEach(cleanup);

function twoLanguages() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['sports'],
    resources: { en: { sports: { odds: { draw: 'Draw' } } }, de: { sports: { odds: { draw: 'Unentschieden' } } } },
    initAsync: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { i18n, wrapper };
}

describe('useNamespaceT', () => {
  it("writes the namespace's messages in the page's language, and again after a language change", async () => {
    const { i18n, wrapper } = twoLanguages();
    const { result } = renderHook(() => useNamespaceT('sports')('odds.draw'), { wrapper });
    expect(result.current).toBe('Draw');
    await act(async () => void (await i18n.changeLanguage('de')));
    expect(result.current).toBe('Unentschieden');
  });

  it('writes messages added after the first render', async () => {
    const { i18n, wrapper } = twoLanguages();
    const { result } = renderHook(() => useNamespaceT('sports')('odds.market', { defaultValue: '-' }), { wrapper });
    expect(result.current).toBe('-');
    await act(async () => void i18n.addResourceBundle('en', 'sports', { odds: { market: 'Market' } }, true, true));
    expect(result.current).toBe('Market');
  });

  it('listens to the instance once for 300 readers (one per odds button of a long list) and hands them one t', () => {
    const { i18n, wrapper } = twoLanguages();
    const on = vi.spyOn(i18n, 'on');
    const seen = new Set<unknown>();
    function Button() {
      const t = useNamespaceT('sports');
      seen.add(t);
      return <span>{t('odds.draw')}</span>;
    }
    const { container } = render(<>{Array.from({ length: 300 }, (_, index) => <Button key={index} />)}</>, { wrapper });
    expect(container.querySelectorAll('span')).toHaveLength(300);
    expect(on.mock.calls.filter(([event]) => event === 'languageChanged')).toHaveLength(1);
    expect(seen.size).toBe(1);
  });
});
