import { describe, expect, it } from 'vitest';
import { applyDocumentDisplayMode, displayModeAttributes, readDisplayMode } from '@bf/headless/settings';

describe('site-wide display modes (CFG-019)', () => {
  it('reads the player\'s choices from the cookies; anything else is the default', () => {
    expect(readDisplayMode({})).toEqual({ fontSize: 0, isCompact: false, isVisuallyImpaired: false, is12h: false });
    expect(readDisplayMode({ app_font_size: '2', app_compact_view: '1', visually_impaired: '1', is12h: '1' })).toEqual({ fontSize: 2, isCompact: true, isVisuallyImpaired: true, is12h: true });
    expect(readDisplayMode({ app_font_size: '7', app_compact_view: 'yes', is12h: '<x>' })).toEqual({ fontSize: 0, isCompact: false, isVisuallyImpaired: false, is12h: false });
  });

  it('writes them as tokens on <html> for the server\'s first paint', () => {
    expect(displayModeAttributes({ fontSize: 0, isCompact: false, isVisuallyImpaired: false, is12h: false })).toBe('');
    expect(displayModeAttributes({ fontSize: 1, isCompact: true, isVisuallyImpaired: true, is12h: true })).toBe(' data-font-size="1" data-compact="" data-impaired=""');
  });

  it('sets and clears the same tokens in the browser', () => {
    const dataset: Record<string, string> = {};
    const root = { dataset } as unknown as HTMLElement;
    applyDocumentDisplayMode({ fontSize: 2, isCompact: true, isVisuallyImpaired: false, is12h: false }, root);
    expect(dataset).toEqual({ fontSize: '2', compact: '' });
    applyDocumentDisplayMode({ fontSize: 0, isCompact: false, isVisuallyImpaired: true, is12h: false }, root);
    expect(dataset).toEqual({ impaired: '' });
  });
});
