import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import { formatOdds, type OddsDirection } from '../odds/index.ts';
import { useServicesOfRoot } from './sports-context.tsx';
import { toCouponBet } from './coupon-bet.ts';
import { SERVER_SELECTION } from './selection-store.ts';
import type { SportsGame, SportsMarket, SportsOutcome } from './sports-types.ts';
import type { SportsServices } from './sports-services.ts';
import { useNamespaceT } from '../i18n/use-namespace-t.ts';

/** One outcome's price as a button shows it. */
export interface OutcomeOdds {
  /** Decimal price; NaN until the feed named one. */
  coef: number;
  /** The price in the player's odds format (`1.53`, `8/15`, `-189`…); `—` without a price. */
  text: string;
  isBlocked: boolean;
  /** Up or down for 3 s after a change (`@bf/headless/odds` movement rules), else none. */
  direction: OddsDirection;
}

/** Same keys with the same values: the flat objects an odds button reads (a price, a coupon state). */
function isSameFlat(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * A Valtio proxy read with `useSyncExternalStore`: the cached snapshot of its current version. Lighter than
 * `useSnapshot` (no usage tracking, no effect) for the small flat objects read in every odds button. `onServer` is
 * what the server drew and what hydration renders. The object handed out stays the same while the proxy's content
 * equals it: right after hydration React compares each button's snapshot with the one it hydrated with, and a
 * different object (even with equal content) made it re-render all of them in one blocking task.
 */
function useProxyState<T extends object>(state: T, onServer: Readonly<T>): T {
  const subscribeTo = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = useMemo(() => {
    let handedOut = onServer as T;
    let lastSeen: T | null = null;
    return () => {
      const current = snapshot(state) as T;
      if (current !== lastSeen) {
        lastSeen = current;
        if (!isSameFlat(current, handedOut)) handedOut = current;
      }
      return handedOut;
    };
  }, [state, onServer]);
  const readServer = useCallback(() => onServer as T, [onServer]);
  return useSyncExternalStore(subscribeTo, read, readServer);
}

/**
 * One outcome's live price in the player's odds format. Reads only that outcome's proxy, so a price change
 * elsewhere never re-renders this component; the store clears the moved flag after its hold time.
 */
export function useOutcomeOdds(outcomeId: number): OutcomeOdds {
  const services = useServicesOfRoot();
  const { odds } = services;
  // A record is replaced on change, so it is read as it is; while hydrating, the record the server drew.
  const source = useMemo(
    () => ({ subscribe: (onChange: () => void) => odds.subscribe(outcomeId, onChange), read: () => odds.price(outcomeId), readFirst: () => odds.firstPrice(outcomeId) }),
    [odds, outcomeId],
  );
  const price = useSyncExternalStore(source.subscribe, source.read, source.readFirst);
  const format = oddsFormatSource(services);
  const coefViewId = useSyncExternalStore(format.subscribe, format.read, format.readRendered);
  return { coef: price.coef, text: formatOdds(price.coef, coefViewId), isBlocked: price.isBlocked, direction: price.direction };
}

interface OddsFormatSource {
  subscribe(onChange: () => void): () => void;
  read(): number;
  readRendered(): number;
}

// One reader of the odds format per render root, shared by all its buttons (a live list has thousands).
const oddsFormatSources = new WeakMap<SportsServices, OddsFormatSource>();

function oddsFormatSource(services: SportsServices): OddsFormatSource {
  let source = oddsFormatSources.get(services);
  if (!source) {
    const { settings, renderedOddsFormat } = services;
    source = {
      subscribe: (onChange) => subscribe(settings.state, onChange),
      read: () => settings.state.coefViewId,
      // Hydration draws the format the server drew; the player's saved format follows right after.
      readRendered: () => renderedOddsFormat,
    };
    oddsFormatSources.set(services, source);
  }
  return source;
}

/** A game in words: "Chelsea – Manchester City". */
export function gameName(game: Pick<SportsGame, 'team1' | 'team2'>): string {
  return `${game.team1} – ${game.team2}`;
}

/** Names a selection for people: "Manchester City to win", "Draw", "Total goals: Over 2.5". */
export function useSelectionName(): (game: Pick<SportsGame, 'team1' | 'team2'>, market: Pick<SportsMarket, 'type' | 'name' | 'group'>, outcome: Pick<SportsOutcome, 'type' | 'name'>) => string {
  const t = useNamespaceT('sports');
  return useCallback(
    (game, market, outcome) => {
      const isResult = market.type === '1x2' || market.type === 'winner' || market.type === 'winner_ot';
      if (isResult) {
        if (outcome.type === '1') return t('odds.win', { team: game.team1 });
        if (outcome.type === '2') return t('odds.win', { team: game.team2 });
        if (outcome.type === 'X') return t('odds.draw');
      }
      // Other three-way markets (first half, first period…): the side by name, after the market's name.
      const side = outcome.type === '1' ? game.team1 : outcome.type === '2' ? game.team2 : outcome.type === 'X' ? t('odds.draw') : null;
      if (side && market.group === 'first_period') return t('odds.market', { market: market.name, outcome: side });
      // Handicaps name the side by number ("1 (+0.5)"): say the team instead.
      if ((market.type === 'handicap' || market.type === 'set_handicap') && (outcome.type === '1' || outcome.type === '2')) {
        return t('odds.market', { market: market.name, outcome: outcome.name.replace(/^[12]\b/, outcome.type === '1' ? game.team1 : game.team2) });
      }
      if (market.type === 'double_chance') {
        if (outcome.type === '1X') return t('odds.teamOrDraw', { team: game.team1 });
        if (outcome.type === 'X2') return t('odds.teamOrDraw', { team: game.team2 });
        if (outcome.type === '12') return t('odds.eitherTeam', { team1: game.team1, team2: game.team2 });
      }
      return t('odds.market', { market: market.name, outcome: outcome.name });
    },
    [t],
  );
}

/**
 * What a game page's button says before its price: the team instead of "1" or "2" in result, first-period and
 * handicap markets ("Sevilla (+0.5)"), "Draw" for "X", the feed's name otherwise ("Over 2.5").
 */
export function useOutcomeCaption(): (game: Pick<SportsGame, 'team1' | 'team2'>, market: Pick<SportsMarket, 'type' | 'group'>, outcome: Pick<SportsOutcome, 'type' | 'name'>) => string {
  const t = useNamespaceT('sports');
  return useCallback(
    (game, market, outcome) => {
      const team = outcome.type === '1' ? game.team1 : outcome.type === '2' ? game.team2 : null;
      const isThreeWay = market.group === 'result' || market.group === 'first_period';
      if (isThreeWay && outcome.type === 'X') return t('odds.draw');
      if (isThreeWay && team) return team;
      if ((market.type === 'handicap' || market.type === 'set_handicap') && team) return outcome.name.replace(/^[12]\b/, team);
      return outcome.name;
    },
    [t],
  );
}

export interface OddsButtonInput {
  game: SportsGame;
  market: SportsMarket;
  outcome: SportsOutcome;
  /** Sports page type the bet is taken on (`home`…). */
  pageType?: string | null;
  /** The words the button shows before its price (a team, "Draw", "Over 2.5"); the outcome's short name when none. */
  caption?: string;
}

/** Everything an odds button shows and does. */
export interface OddsButtonState extends OutcomeOdds {
  /** In the coupon. */
  isSelected: boolean;
  /** In the coupon but not placeable as it is (blocked, dependent, banned from express). */
  isLocked: boolean;
  /** Nothing to click: suspended or no price, and not in the coupon (a selected one can always be taken out). */
  isDisabled: boolean;
  /** The accessible name, starting with what the button shows: "2 2.10, Chelsea – Manchester City, Manchester City to win". */
  label: string;
  /** Adds the selection to the coupon, or takes it out when it is there. */
  toggle(): void;
}

/**
 * An odds button: the outcome's live price and movement, whether the coupon holds it, and the toggle that adds
 * it through the coupon's `addBet` (or removes it). Re-renders only for its own outcome.
 */
export function useOddsButton({ game, market, outcome, pageType = null, caption }: OddsButtonInput): OddsButtonState {
  const services = useServicesOfRoot();
  const t = useNamespaceT('sports');
  const odds = useOutcomeOdds(outcome.id);
  const betId = String(outcome.id);
  const selection = useProxyState(services.selection.selection(betId), SERVER_SELECTION);
  const name = useSelectionName()(game, market, outcome);
  const hasPrice = Number.isFinite(odds.coef);
  const isDisabled = !selection.isSelected && (odds.isBlocked || !hasPrice);
  const toggle = useCallback(() => {
    const price = services.odds.price(outcome.id);
    if (!selection.isSelected && (price.isBlocked || !Number.isFinite(price.coef))) return;
    services.selection.toggle(toCouponBet({ game, market, outcome, coef: price.coef, isBlocked: price.isBlocked, pageType }));
  }, [services, game, market, outcome, pageType, selection.isSelected]);
  // spec (WCAG 2.5.3, label in name): the name starts with the words and price shown, so a speech-input user who
  // says what they see presses it; the game and the selection in words follow. Built here once for both apps.
  const values = { shown: caption ?? outcome.name, game: gameName(game), selection: name };
  const label = odds.isBlocked || !hasPrice ? t('odds.suspendedLabel', values) : t('odds.label', { ...values, odds: odds.text });
  return { ...odds, isSelected: selection.isSelected, isLocked: selection.isLocked || odds.isBlocked, isDisabled, label, toggle };
}
