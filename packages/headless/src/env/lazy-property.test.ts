import { describe, expect, it } from 'vitest';
import { withLazyProperty } from './lazy-property.ts';

describe('withLazyProperty', () => {
  it('works the value out on the first read only, and shows it like any own property', () => {
    let calls = 0;
    const block = withLazyProperty({ key: '7' }, 'rows', () => {
      calls += 1;
      return ['a', 'b'];
    });
    expect(calls).toBe(0);
    expect(block.rows).toEqual(['a', 'b']);
    expect(block.rows).toBe(block.rows);
    expect(calls).toBe(1);
    expect(block).toEqual({ key: '7', rows: ['a', 'b'] });
  });
});
