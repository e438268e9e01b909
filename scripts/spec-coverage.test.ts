import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Keeps docs/spec-coverage.md and docs/decisions.md in step with the spec's numbered rules.

const repoRoot = new URL('..', import.meta.url);
const rootDir = fileURLToPath(repoRoot);
const read = (relative: string) => readFileSync(new URL(relative, repoRoot), 'utf8');

const STATUSES = ['done', 'partial', 'not yet'] as const;
const TABLE_HEADER = '| ID | code | test | status | gap |';
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

interface Rule {
  id: string;
  text: string;
  decide: boolean;
}

interface CoverageRow {
  id: string;
  code: string;
  test: string;
  status: string;
  /** What is missing, for a partial or not-yet row. */
  gap: string;
  /** 1-based line in the coverage file, for messages. */
  line: number;
}

/** Rules are bullets of the form `- **ROUTE-001** text (S1 §2)`. */
function parseRules(markdown: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of markdown.split('\n')) {
    const match = /^- \*\*([A-Z]+-\d+)\*\*\s+(.*)$/.exec(line);
    if (match) rules.push({ id: match[1]!, text: match[2]!, decide: match[2]!.startsWith('DECIDE') });
  }
  return rules;
}

/** The rows of the one table whose header is `| ID | code | test | status | gap |`. */
function parseCoverageTable(markdown: string): { rows: CoverageRow[]; headerCount: number } {
  const lines = markdown.split('\n');
  const headerCount = lines.filter((l) => l.trim() === TABLE_HEADER).length;
  const start = lines.findIndex((l) => l.trim() === TABLE_HEADER);
  const rows: CoverageRow[] = [];
  if (start < 0) return { rows, headerCount };
  for (let i = start + 2; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line.startsWith('|')) break;
    const cells = line.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
    rows.push({ id: cells[0] ?? '', code: cells[1] ?? '', test: cells[2] ?? '', status: cells[3] ?? '', gap: cells[4] ?? '', line: i + 1 });
  }
  return { rows, headerCount };
}

/**
 * Paths named in a code or test cell: comma- or space-separated, each optionally in backticks,
 * with an optional `#anchor` or `:line` (`:12`, `:12-30`, `:L12`) after it.
 */
function parsePaths(cell: string): string[] {
  return cell
    .split(/[\s,]+/)
    .map((token) => token.replace(/^`+|`+$/g, ''))
    .map((token) => token.replace(/#.*$/, '').replace(/:L?\d+(?:-L?\d+)?$/, ''))
    .filter((token) => token.length > 0);
}

/** What is wrong with one row; an empty list means the row is fine. */
function rowProblems(row: CoverageRow, exists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const where = `${row.id} (line ${row.line})`;
  if (!(STATUSES as readonly string[]).includes(row.status)) {
    problems.push(`${where}: status "${row.status}" is not one of ${STATUSES.join(', ')}`);
  }
  const codePaths = parsePaths(row.code);
  const testPaths = parsePaths(row.test);
  if (row.status !== 'done' && row.gap.length === 0) {
    problems.push(`${where}: a ${row.status} row must say in its gap what is missing`);
  }
  if (row.status === 'done' && row.gap.length > 0) problems.push(`${where}: a done row has no gap`);
  if (row.status === 'done' && !testPaths.some((p) => TEST_FILE.test(p))) {
    problems.push(`${where}: a done row must name at least one test file (*.test.ts, *.spec.ts…)`);
  }
  for (const path of [...codePaths, ...testPaths]) {
    if (!exists(path)) problems.push(`${where}: ${path} does not exist`);
  }
  return problems;
}

/** True when some heading or bullet of the decisions log mentions the ID. */
function hasDecision(decisionsMarkdown: string, id: string): boolean {
  const mentions = new RegExp(`(^|[^A-Z0-9-])${id}([^0-9]|$)`);
  return decisionsMarkdown
    .split('\n')
    .some((line) => /^\s*(#{1,6}\s|[-*]\s)/.test(line) && mentions.test(line));
}

const existsInRepo = (path: string) => existsSync(join(rootDir, path));

const rules = parseRules(read('../shared/spec/RULES.md'));
const coverage = parseCoverageTable(read('docs/spec-coverage.md'));
const decisions = read('docs/decisions.md');

describe('spec coverage (docs/spec-coverage.md)', () => {
  it('reads the rules of the spec', () => {
    expect(rules.length).toBeGreaterThan(600);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it('has exactly one coverage table', () => {
    expect(coverage.headerCount).toBe(1);
  });

  it('has one row per rule of the spec', () => {
    const ruleIds = new Set(rules.map((r) => r.id));
    const counts = new Map<string, number>();
    for (const row of coverage.rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    const missing = rules.filter((r) => !counts.has(r.id)).map((r) => r.id);
    const duplicated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    const unknown = coverage.rows.filter((row) => !ruleIds.has(row.id)).map((row) => `${row.id} (line ${row.line})`);
    expect({ missing, duplicated, unknown }).toEqual({ missing: [], duplicated: [], unknown: [] });
  });

  it('lists the rules in the order of the spec', () => {
    expect(coverage.rows.map((r) => r.id)).toEqual(rules.map((r) => r.id));
  });

  it('gives every row a status of done, partial or not yet', () => {
    const bad = coverage.rows.filter((r) => !(STATUSES as readonly string[]).includes(r.status));
    expect(bad.map((r) => `${r.id} (line ${r.line}): "${r.status}"`)).toEqual([]);
  });

  it('backs every done row with a test file and names only files that exist', () => {
    expect(coverage.rows.flatMap((row) => rowProblems(row, existsInRepo))).toEqual([]);
  });
});

describe('decision log (docs/decisions.md)', () => {
  it('records a decision for every DECIDE rule of the spec', () => {
    const decideIds = rules.filter((r) => r.decide).map((r) => r.id);
    expect(decideIds.length).toBeGreaterThanOrEqual(28);
    expect(decideIds.filter((id) => !hasDecision(decisions, id))).toEqual([]);
  });
});

describe('coverage row checks', () => {
  const row = (over: Partial<CoverageRow>): CoverageRow => ({
    id: 'X-001', code: '', test: '', status: 'not yet', line: 1, ...over,
    gap: over.gap ?? (over.status === 'done' ? '' : 'nothing built'),
  });
  const onDisk = new Set(['packages/headless/src/coupon.ts', 'packages/headless/src/coupon.test.ts', 'e2e/coupon.spec.ts']);
  const exists = (p: string) => onDisk.has(p);

  it('reads comma- and space-separated paths with backticks, anchors and line numbers', () => {
    expect(parsePaths('`a/b.ts#calc`, c/d.test.ts:12  e/f.ts:L3-L9 `g.md`')).toEqual(['a/b.ts', 'c/d.test.ts', 'e/f.ts', 'g.md']);
    expect(parsePaths('')).toEqual([]);
    expect(parsePaths(' , ')).toEqual([]);
  });

  it('accepts a done row whose code and test exist', () => {
    const ok = row({ status: 'done', code: '`packages/headless/src/coupon.ts#min`', test: 'packages/headless/src/coupon.test.ts:40, e2e/coupon.spec.ts' });
    expect(rowProblems(ok, exists)).toEqual([]);
  });

  it('reports a done row whose test file is missing', () => {
    const problems = rowProblems(row({ status: 'done', code: 'packages/headless/src/coupon.ts', test: 'packages/headless/src/gone.test.ts' }), exists);
    expect(problems).toEqual(['X-001 (line 1): packages/headless/src/gone.test.ts does not exist']);
  });

  it('reports a done row that names no test', () => {
    expect(rowProblems(row({ status: 'done', code: 'packages/headless/src/coupon.ts' }), exists)).toHaveLength(1);
    expect(rowProblems(row({ status: 'done', test: 'packages/headless/src/coupon.ts' }), exists)).toHaveLength(1);
  });

  it('reports a partial or not-yet row without a gap, and accepts a done row without one', () => {
    expect(rowProblems(row({ status: 'partial', gap: '' }), exists)).toEqual(['X-001 (line 1): a partial row must say in its gap what is missing']);
    expect(rowProblems(row({ status: 'not yet', gap: '' }), exists)).toEqual(['X-001 (line 1): a not yet row must say in its gap what is missing']);
    expect(rowProblems(row({ status: 'done', gap: '', test: 'packages/headless/src/coupon.test.ts' }), exists)).toEqual([]);
    expect(rowProblems(row({ status: 'done', gap: 'half of it', test: 'packages/headless/src/coupon.test.ts' }), exists)).toEqual(['X-001 (line 1): a done row has no gap']);
  });

  it('reports a missing code path on a partial row too', () => {
    expect(rowProblems(row({ status: 'partial', code: 'packages/headless/src/nope.ts' }), exists)).toHaveLength(1);
  });

  it('reports an unknown status', () => {
    expect(rowProblems(row({ status: 'Done' }), exists)).toHaveLength(1);
    expect(rowProblems(row({ status: 'partial' }), exists)).toEqual([]);
  });

  it('finds a decision only in a heading or bullet that names the exact ID', () => {
    const log = '### GUARD-037 — blocking reason 4\nText mentioning HOOK-005 in prose.\n- HOOK-011: stop after 3\n';
    expect(hasDecision(log, 'GUARD-037')).toBe(true);
    expect(hasDecision(log, 'HOOK-011')).toBe(true);
    expect(hasDecision(log, 'HOOK-005')).toBe(false);
    expect(hasDecision(log, 'GUARD-03')).toBe(false);
  });
});
