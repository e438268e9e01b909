import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, codeLines, countedLines, sharedLineCount, twinLines } from './twin-lines.ts';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'twins-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('twin lines', () => {
  it('counts every trimmed non-blank line: imports, comments and lone punctuation too', () => {
    expect(countedLines("import { a } from 'a';\n\n  // note\n  }\n);\n   \n")).toEqual(["import { a } from 'a';", '// note', '}', ');']);
  });

  it('reads strictly by passing over lines of lone brackets, semicolons and commas only', () => {
    const lines = countedLines("import { a } from 'a';\n// note\n}\n);\n})}\n],\n<div className=\"p-2\">\n</div>\n/>\n");
    expect(codeLines(lines)).toEqual(["import { a } from 'a';", '// note', '<div className="p-2">', '</div>', '/>']);
  });

  it('shares lines as a multiset: a line twice on one side and once on the other counts once', () => {
    expect(sharedLineCount(['}', '}', 'a', 'b'], ['}', 'a', 'a', 'c'])).toBe(2);
    expect(sharedLineCount(['}', '}'], ['}', '}', '}'])).toBe(2);
  });

  it('pairs same-named files of the apps and the kits, stories in, tests out', () => {
    const dir = tree({
      'apps/desktop/src/screens/home.tsx': 'import x;\n<div>\n}\nhello',
      'apps/mobile/src/screens/home.tsx': 'import x;\n<main>\n}\nhello',
      'apps/desktop/src/screens/home.stories.tsx': 'a\nb',
      'apps/mobile/src/screens/home.stories.tsx': 'a\nb',
      'apps/desktop/src/screens/home.test.tsx': 'a\nb\nc',
      'apps/mobile/src/screens/home.test.tsx': 'a\nb\nc',
      'apps/desktop/src/screens/only-desktop.tsx': 'a',
      'packages/ui-desktop/src/coupon/slip.tsx': '}\n}\n)',
      'packages/ui-mobile/src/coupon/slip.tsx': '}\n)\n)',
      'packages/ui-desktop/src/components/sport-icon.spec.ts': 'a',
      'packages/ui-mobile/src/components/sport-icon.spec.ts': 'a',
    });
    const { total, files } = twinLines(dir);
    expect(total).toBe(7);
    expect(files).toEqual([
      { file: 'apps/desktop/src/screens/home.tsx', shared: 3, area: 'other', isStory: false },
      { file: 'apps/desktop/src/screens/home.stories.tsx', shared: 2, area: 'other', isStory: true },
      { file: 'packages/ui-desktop/src/coupon/slip.tsx', shared: 2, area: 'coupon', isStory: false },
    ]);
  });

  it('splits the figure by area as the reviewers do: a path naming coupon or sport', () => {
    expect(areaOf('apps/desktop/src/screens/coupon-print-page.tsx')).toBe('coupon');
    expect(areaOf('packages/ui-desktop/src/coupon/stake-field.tsx')).toBe('coupon');
    expect(areaOf('apps/desktop/src/parts/sports.tsx')).toBe('sports');
    expect(areaOf('packages/ui-desktop/src/components/sport-icon.tsx')).toBe('sports');
    expect(areaOf('packages/ui-desktop/src/auth/auth-layout.tsx')).toBe('other');
  });
});
