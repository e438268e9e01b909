import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnPath } from '@bf/headless/safe-return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/en/office/account?tab=2')).toBe('/en/office/account?tab=2');
  });

  it.each(['//other.example', 'https://other.example', '/\\other.example', 'https:other.example', 'javascript:alert(1)', '%2F%2Fother.example', '/%2F/other.example', '/%5Cother.example', '\t//other.example', '/\t/other.example', '', 'en/office'])(
    'refuses %j',
    (probe) => {
      expect(safeReturnPath(probe)).toBeUndefined();
    },
  );

  it('never returns anything that leaves the origin (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const path = safeReturnPath(value);
        if (path === undefined) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'http://site.test').origin).toBe('http://site.test');
      }),
    );
  });
});
