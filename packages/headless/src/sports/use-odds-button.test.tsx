// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { memo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadCouponEngine, useCoupon } from '@bf/headless/coupon';
import { CouponSelectionSync, quotesOfGames, stripGame, useOddsButton, useOddsFormat, useOutcomeCaption, useOutcomeOdds, useSelectionName, useSportsServices, type SportsGame } from '@bf/headless/sports';
import { ODDS_FORMAT } from '@bf/headless/odds';
import { toCouponBet } from './coupon-bet.ts';
import { fakeFeed, feedGame, memoryStorage, sportsWrapper, testServices } from './sports-test-kit.tsx';

beforeAll(() => loadCouponEngine());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(1_000_000);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const noFeed = () => fakeFeed(() => undefined).fetch;

describe('useOutcomeOdds', () => {
  it('re-renders only the row whose price changed', async () => {
    const services = testServices(noFeed());
    const games = Array.from({ length: 50 }, (_, index) => feedGame(index + 1));
    services.odds.apply(quotesOfGames(games));
    const renders = new Map<number, number>();
    const Price = memo(function Price({ id }: { id: number }) {
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return <span>{useOutcomeOdds(id).text}</span>;
    });
    const ids = games.flatMap((game) => game.mainMarket!.outcomes.map((outcome) => outcome.id));
    const Wrapper = await sportsWrapper(services, { withCoupon: false });
    render(
      <Wrapper>
        {ids.map((id) => (
          <Price key={id} id={id} />
        ))}
      </Wrapper>,
    );
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    renders.clear();
    const moved = games.map((game, index) => (index === 7 ? feedGame(8, {}, [1.7, 4.04, 4.99]) : game));
    await act(async () => {
      services.odds.apply(quotesOfGames(moved));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect([...renders.entries()]).toEqual([[81, 1]]);
  });

  it('flags a move for 3 s, then clears it', async () => {
    const services = testServices(noFeed());
    services.odds.apply([{ id: 1, coef: 2, isBlocked: false }]);
    const { result } = renderHook(() => useOutcomeOdds(1), { wrapper: await sportsWrapper(services, { withCoupon: false }) });
    await act(async () => {
      services.odds.apply([{ id: 1, coef: 2.1, isBlocked: false }]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toMatchObject({ text: '2.10', direction: 'up' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(2999)));
    expect(result.current.direction).toBe('up');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(result.current.direction).toBe('none');
  });

  it('shows prices in the odds format of the settings store and saves the choice', async () => {
    const storage = memoryStorage();
    const services = testServices(noFeed(), storage);
    services.odds.apply([{ id: 1, coef: 1.53, isBlocked: false }]);
    const { result } = renderHook(() => ({ odds: useOutcomeOdds(1), format: useOddsFormat() }), { wrapper: await sportsWrapper(services, { withCoupon: false }) });
    expect(result.current.odds.text).toBe('1.53');
    await act(async () => {
      result.current.format.set(ODDS_FORMAT.fractional);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.odds.text).toBe('8/15');
    expect(JSON.parse(storage.data.get('bf-settings')!)).toMatchObject({ coefViewId: 1 });
    expect(result.current.format.options.find((option) => option.value === 2)?.label).toBe('American');
  });

  it('restores a saved odds format after hydration', async () => {
    const storage = memoryStorage();
    storage.setItem('bf-settings', JSON.stringify({ coefViewId: 2, isGroupByCountry: false }));
    const services = testServices(noFeed(), storage);
    services.odds.apply([{ id: 1, coef: 1.5, isBlocked: false }]);
    // Any page hook restores the saved settings after hydration (here the services hook itself).
    const { result } = renderHook(() => (useSportsServices(), useOutcomeOdds(1)), { wrapper: await sportsWrapper(services, { withCoupon: false }) });
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(result.current.text).toBe('-200');
    expect(services.settings.state.isGroupByCountry).toBe(false);
  });
});

describe('useOddsButton', () => {
  const game: SportsGame = stripGame(feedGame(38, { team1: 'Newcastle United', team2: 'Manchester City' }));
  const market = game.mainMarket!;

  async function setup() {
    const services = testServices(noFeed());
    services.odds.apply(quotesOfGames([feedGame(38, {}, [1.65, 3.4, 2.1])]));
    const wrapper = await sportsWrapper(services);
    const hook = renderHook(
      () => ({
        home: useOddsButton({ game, market, outcome: market.outcomes[0]!, pageType: 'home' }),
        away: useOddsButton({ game, market, outcome: market.outcomes[2]!, pageType: 'home' }),
        draw: useOddsButton({ game, market, outcome: market.outcomes[1]! }),
        coupon: useCoupon(),
        sync: CouponSelectionSync(),
      }),
      { wrapper },
    );
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    return { services, ...hook };
  }

  it('hydrates with what the server drew, then shows the restored coupon and the moved price', async () => {
    vi.useRealTimers();
    const services = testServices(noFeed());
    services.odds.apply(quotesOfGames([feedGame(38, {}, [1.65, 3.4, 2.1])]));
    const Wrapper = await sportsWrapper(services, { withCoupon: false });
    function Away() {
      const odds = useOddsButton({ game, market, outcome: market.outcomes[2]! });
      return <button aria-pressed={odds.isSelected}>{odds.text}</button>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Wrapper><Away /></Wrapper>);
    expect(container.textContent).toBe('2.10');
    // Before the button hydrates (a slice of a long list), the coupon was restored and the price moved.
    services.selection.sync([toCouponBet({ game, market, outcome: market.outcomes[2]!, coef: 2.1, isBlocked: false, pageType: null })]);
    services.odds.apply([{ id: market.outcomes[2]!.id, coef: 2.25, isBlocked: false }]);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Wrapper><Away /></Wrapper>, { onRecoverableError: recoverable });
    });
    // No mismatch (React would redraw the whole root and log it) and the button shows the current state.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    expect(container.textContent).toBe('2.25');
  });

  it('hydrates each button once when nothing changed since the server drew it (no blocking re-render of every button)', async () => {
    vi.useRealTimers();
    const services = testServices(noFeed());
    services.odds.apply(quotesOfGames([feedGame(38, {}, [1.65, 3.4, 2.1])]));
    const Wrapper = await sportsWrapper(services, { withCoupon: false });
    let renders = 0;
    function Buttons() {
      renders += 1;
      const home = useOddsButton({ game, market, outcome: market.outcomes[0]! });
      const away = useOddsButton({ game, market, outcome: market.outcomes[2]! });
      return <p>{`${home.text} ${away.text}`}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Wrapper><Buttons /></Wrapper>);
    // The proxies are read (as the live list does) after the server render: new snapshot objects, same content.
    services.odds.apply([{ id: market.outcomes[0]!.id, coef: 1.65, isBlocked: false }]);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Wrapper><Buttons /></Wrapper>);
    });
    expect(container.textContent).toBe('1.65 2.10');
    expect(renders).toBe(1);
  });

  it('starts its accessible name with the caption and price it shows, then names the game and the selection (label in name)', async () => {
    const { result } = await setup();
    // A list cell shows "2" and "2.10"; a speech-input user who says "2 2.10" or "2.10" presses it.
    expect(result.current.away.label).toBe('2 2.10, Newcastle United – Manchester City, Manchester City to win');
    expect(result.current.draw.label).toBe('X 3.40, Newcastle United – Manchester City, Draw');
  });

  it('starts the name with the caption a game page shows, and says suspended with no price', async () => {
    const services = testServices(noFeed());
    services.odds.apply(quotesOfGames([feedGame(38, {}, [1.65, 3.4, 2.1])]));
    services.odds.apply([{ id: market.outcomes[1]!.id, coef: 3.4, isBlocked: true }]);
    const wrapper = await sportsWrapper(services);
    const { result } = renderHook(
      () => ({
        home: useOddsButton({ game, market, outcome: market.outcomes[0]!, caption: 'Newcastle United' }),
        draw: useOddsButton({ game, market, outcome: market.outcomes[1]!, caption: 'Draw' }),
      }),
      { wrapper },
    );
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(result.current.home.label).toBe('Newcastle United 1.65, Newcastle United – Manchester City, Newcastle United to win');
    expect(result.current.draw.label).toBe('Draw, suspended, Newcastle United – Manchester City, Draw');
  });

  it('adds the selection to the coupon, shows it selected, and takes it out on a second click', async () => {
    const { result } = await setup();
    await act(async () => {
      result.current.away.toggle();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.away.isSelected).toBe(true);
    expect(result.current.coupon.bets).toHaveLength(1);
    expect(result.current.coupon.bets[0]).toMatchObject({
      market: { id: '383', coef: 2.1, sportId: 1, typeId: 3800, gameId: 38, champId: 101, isLive: false },
      team1Name: 'Newcastle United',
      team2Name: 'Manchester City',
      statusId: -1,
      pageType: 'home',
    });
    // Another outcome of the same market replaces it in the coupon.
    await act(async () => {
      result.current.home.toggle();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.coupon.bets.map((bet) => bet.market.id)).toEqual(['381']);
    expect([result.current.home.isSelected, result.current.away.isSelected]).toEqual([true, false]);
    await act(async () => {
      result.current.home.toggle();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.coupon.bets).toHaveLength(0);
    expect(result.current.home.isSelected).toBe(false);
  });

  it('with one-click betting on, a click queues a bet to place at once and leaves the button and the coupon as they were', async () => {
    const { result } = await setup();
    await act(async () => {
      result.current.coupon.requestOneClick();
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      result.current.away.toggle();
      result.current.away.toggle(); // a double click
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.away.isSelected).toBe(false);
    expect(result.current.coupon.bets).toHaveLength(0);
    expect(result.current.coupon.oneClickQueue.map((request) => request.bet.market.id)).toEqual(['383']);
  });

  it('cannot add a suspended outcome, and shows it locked', async () => {
    const { result, services } = await setup();
    await act(async () => {
      services.odds.apply([{ id: 383, coef: 2.1, isBlocked: true }]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.away).toMatchObject({ isBlocked: true, isLocked: true, isDisabled: true, label: '2, suspended, Newcastle United – Manchester City, Manchester City to win' });
    await act(async () => {
      result.current.away.toggle();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.coupon.bets).toHaveLength(0);
  });
});

describe('useSelectionName', () => {
  it('names sides by team in three-way and handicap markets, and other outcomes by market', async () => {
    const { result } = renderHook(() => useSelectionName(), { wrapper: await sportsWrapper(testServices(noFeed()), { withCoupon: false }) });
    const game = { team1: 'Sevilla', team2: 'Real Betis' };
    expect(result.current(game, { type: 'first_period', group: 'first_period', name: '1st half. Match result' }, { type: '2', name: '2' })).toBe('1st half. Match result: Real Betis');
    expect(result.current(game, { type: 'handicap', group: 'handicap', name: 'Handicap' }, { type: '1', name: '1 (+0.5)' })).toBe('Handicap: Sevilla (+0.5)');
    expect(result.current(game, { type: 'double_chance', group: 'double_chance', name: 'Double chance' }, { type: '12', name: '12' })).toBe('Sevilla or Real Betis');
    expect(result.current(game, { type: 'total', group: 'totals', name: 'Total goals' }, { type: 'over', name: 'Over 2.5' })).toBe('Total goals: Over 2.5');
  });
});

describe('useOutcomeCaption', () => {
  it('puts team names on result, first-period and handicap buttons', async () => {
    const { result } = renderHook(() => useOutcomeCaption(), { wrapper: await sportsWrapper(testServices(noFeed()), { withCoupon: false }) });
    const game = { team1: 'Sevilla', team2: 'Real Betis' };
    expect(result.current(game, { type: '1x2', group: 'result' }, { type: '1', name: '1' })).toBe('Sevilla');
    expect(result.current(game, { type: '1x2', group: 'result' }, { type: 'X', name: 'X' })).toBe('Draw');
    expect(result.current(game, { type: 'first_period', group: 'first_period' }, { type: '2', name: '2' })).toBe('Real Betis');
    expect(result.current(game, { type: 'handicap', group: 'handicap' }, { type: '2', name: '2 (-1.5)' })).toBe('Real Betis (-1.5)');
    expect(result.current(game, { type: 'total', group: 'totals' }, { type: 'over', name: 'Over 2.5' })).toBe('Over 2.5');
  });
});
