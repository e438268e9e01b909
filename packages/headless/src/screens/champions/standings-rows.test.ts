import { describe, expect, it } from 'vitest';
import { standingsRows } from '@bf/headless/screens/champions';

describe('championship table rows', () => {
  it('number the teams, write the goals as scored:conceded and keep the first rows asked for', () => {
    const standings = [
      { team: 'Arsenal', played: 12, won: 8, drawn: 3, lost: 1, scored: 25, conceded: 9, points: 27 },
      { team: 'Chelsea', played: 12, won: 5, drawn: 4, lost: 3, scored: 18, conceded: 14, points: 19 },
      { team: 'Everton', played: 12, won: 2, drawn: 3, lost: 7, scored: 9, conceded: 20, points: 9 },
    ];
    const rows = standingsRows(standings, 2);
    expect(rows.map((row) => [row.position, row.team])).toEqual([[1, 'Arsenal'], [2, 'Chelsea']]);
    expect(rows[1]!.cells.map((cell) => cell.text)).toEqual(['12', '5', '4', '3', '18:14', '19']);
    expect(rows[0]!.cells.at(-1)).toEqual({ key: 'points', text: '27', tone: 'strong' });
    expect(standingsRows(standings)).toHaveLength(3);
  });
});
