// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { httpStatusMessage, useHttpStatusText } from '@bf/headless/shell';

const LANGUAGES = ['az', 'de', 'en', 'es', 'fr', 'it', 'kk', 'pt', 'ru', 'tr', 'uk'];

async function statusTexts(lng: string) {
  const i18n = createI18n(lng, await loadMessages(lng));
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
  const { result } = renderHook(() => useHttpStatusText(), { wrapper });
  return result.current;
}

describe('HTTP status messages (ERR-002, ERR-003, ERR-005, ERR-006)', () => {
  it('maps 200 saved, 204 action saved, 401 unauthorized, 403 forbidden, and other failures to the error', () => {
    expect(httpStatusMessage(200)).toBe('saved');
    expect(httpStatusMessage(204)).toBe('actionSaved');
    expect(httpStatusMessage(401)).toBe('unauthorized');
    expect(httpStatusMessage(403)).toBe('forbidden');
    expect(httpStatusMessage(400)).toBe('error');
    expect(httpStatusMessage(500)).toBe('error');
    expect(httpStatusMessage(0)).toBe('error');
    expect(httpStatusMessage(201)).toBeUndefined();
  });

  it('shows the English texts', async () => {
    const text = await statusTexts('en');
    expect([200, 204, 400, 401, 403].map(text)).toEqual(['Saved', 'Action saved', 'Something went wrong. Please try again.', 'Please log in to continue', 'You do not have access to this']);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has its own words in %s for every status', async (lng) => {
    const english = await statusTexts('en');
    const text = await statusTexts(lng);
    for (const status of [200, 204, 400, 401, 403]) {
      expect(text(status)).toBeTruthy();
      expect(text(status)).not.toMatch(/^httpStatus\./);
      expect(text(status)).not.toBe(english(status));
    }
  });
});
