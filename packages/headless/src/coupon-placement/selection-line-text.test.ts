import { describe, expect, it } from 'vitest';
import { selectionLineText, type CouponSelectionView } from '@bf/headless/coupon-placement';

// A translator that shows the key and its values, so the test reads what the slip would say.
const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}(${Object.values(values).join('|')})` : key);

const selection: CouponSelectionView = {
  id: '1',
  gameName: 'Sevilla – Real Betis',
  sportName: 'Football',
  champName: 'Spain. LaLiga',
  marketName: 'Match result',
  outcomeName: '1',
  odds: '2.10',
  pendingOdds: null,
  movement: 'up',
  score: '0:2',
  isLive: true,
  isLocked: false,
  lockReason: null,
  isBonus: false,
  isBanker: false,
  canBeBanker: false,
  stake: 100,
  possibleWin: '₽210',
  blockId: null,
  chainMove: null,
};

describe('selectionLineText', () => {
  it('names the game, the pick, the championship with the score, and labels the controls by both', () => {
    const text = selectionLineText(selection, t);
    expect(text).toMatchObject({ title: 'Sevilla – Real Betis', pick: 'Match result: 1', meta: 'Spain. LaLiga · 0:2', liveLabel: 'selection.live', movementLabel: 'selection.oddsUp' });
    expect(text.removeLabel).toBe('selection.remove(Sevilla – Real Betis, Match result: 1)');
    expect(text.stakeLabel).toBe('selection.stake(Sevilla – Real Betis, Match result: 1)');
    expect(text.returns).toBe('selection.returns(₽210)');
    expect(text.lockedText).toBeNull();
  });

  it('says why a selection is locked and falls back when the pick is unknown', () => {
    const text = selectionLineText({ ...selection, marketName: null, outcomeName: null, lockReason: 'blocked', isLive: false, score: null, champName: '', possibleWin: null }, t);
    expect(text).toMatchObject({ pick: 'selection.pickUnknown', lockedText: 'locked.blocked', liveLabel: undefined, meta: undefined, returns: null });
  });

  it('words the bonus bet as the bonus, not as a game', () => {
    expect(selectionLineText({ ...selection, isBonus: true }, t)).toMatchObject({ title: 'selection.bonus', pick: 'selection.bonusPick' });
  });
});
