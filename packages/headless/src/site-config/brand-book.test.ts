import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brandBookCss, pxToEm } from './brand-book.ts';

describe('brand book', () => {
  it('divides px values by 16 into em', () => {
    expect(pxToEm('16px')).toBe('1em');
    expect(pxToEm('24px')).toBe('1.5em');
    expect(pxToEm('0 8px 12.5px -4px')).toBe('0 0.5em 0.7813em -0.25em');
    expect(pxToEm('#0b5fff')).toBe('#0b5fff');
    expect(pxToEm('50%')).toBe('50%');
  });

  it('writes the operator custom properties as one :root rule', () => {
    expect(
      brandBookCss([
        { css_prop: '--brand-primary', css_value: '#0b5fff' },
        { css_prop: '--brand-radius', css_value: '8px' },
      ]),
    ).toBe(':root{--brand-primary:#0b5fff;--brand-radius:0.5em}');
    expect(brandBookCss([])).toBe('');
  });

  it('leaves out anything that is not a plain custom property with a safe value', () => {
    expect(
      brandBookCss([
        { css_prop: 'color', css_value: 'red' },
        { css_prop: '--x', css_value: 'red;} body{display:none' },
        { css_prop: '--y', css_value: '</style><script>alert(1)</script>' },
        { css_prop: '--z', css_value: 'url(https://evil.example/x.png)' },
        { css_prop: '--ok', css_value: 'rgb(1, 2, 3)' },
      ]),
    ).toBe(':root{--ok:rgb(1, 2, 3)}');
  });

  it('never lets a value close the rule or the style element', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ css_prop: fc.string(), css_value: fc.string() })), (entries) => {
        const css = brandBookCss(entries);
        if (css === '') return;
        const body = css.slice(':root{'.length, -1);
        expect(css.startsWith(':root{') && css.endsWith('}')).toBe(true);
        expect(body).not.toMatch(/[{}<>"'\\]/);
        expect(css.toLowerCase()).not.toContain('</style');
      }),
    );
  });
});
