// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HistoryFilters, type HistoryFiltersSkin } from './bet-history/history-filters.tsx';
import { CasinoFilters, type CasinoFiltersSkin } from './casino/casino-filters.tsx';
import { CasinoGrid, type CasinoGridSkin, type CasinoGridView, type CasinoTileView } from './casino/casino-grid.tsx';
import { CareTextAreaField } from './office/care-fields.tsx';
import { OfficePanel } from './office/office-panel.tsx';

// Tailwind reads this folder, tests included: a word here that is a utility class lands in both apps' CSS.
// The parts both kits draw alike: what a player and a screen reader get does not depend on the skin a kit passes.

afterEach(cleanup);

const gridSkin = Object.fromEntries(
  ['star', 'tile', 'tileLink', 'tileText', 'badges', 'tileStar', 'otherLink', 'otherImage', 'otherStar', 'otherSkeleton', 'otherSkeletonImage', 'gameSkeleton', 'gameSkeletonText', 'gamesList', 'otherList', 'section', 'heading', 'link', 'retryButton', 'moreButton'].map((part) => [part, `skin-${part}`]),
) as unknown as CasinoGridSkin;

const tile = (id: number, isOn: boolean, onPress = () => undefined): CasinoTileView => ({
  id,
  name: `Game ${id}`,
  provider: 'Aurora Play',
  href: `/en/slots/game/${id}`,
  imageUrl: `/tile/${id}.svg`,
  badges: [{ id: 'new', label: 'New' }],
  favorite: { label: isOn ? `Remove Game ${id} from favourites` : `Add Game ${id} to favourites`, isOn, onPress },
});
const grid = (over: Partial<CasinoGridView>): CasinoGridView => ({ variant: 'games', heading: 'Games', countText: '', status: 'ready', skeletonCount: 0, statusText: '', tiles: [], retry: null, more: null, link: null, ...over });

describe('CasinoGrid (ui-core)', () => {
  it('draws 16 placeholders in a games grid and 2 in the other-games block while loading (S1 §9), the section busy', () => {
    const { rerender } = render(<CasinoGrid grid={grid({ status: 'loading', skeletonCount: 16, statusText: 'Loading games' })} skin={gridSkin} />);
    expect(document.querySelectorAll('[data-skeleton="game"]')).toHaveLength(16);
    expect(document.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    rerender(<CasinoGrid grid={grid({ variant: 'other', status: 'loading', skeletonCount: 2 })} skin={gridSkin} />);
    expect(document.querySelectorAll('[data-skeleton="other-game"]')).toHaveLength(2);
  });

  it('names each star by its game and presses it; a favourite star is pressed', () => {
    const onPress = vi.fn();
    render(<CasinoGrid grid={grid({ tiles: [tile(1, true), tile(2, false, onPress)] })} skin={{ ...gridSkin, starTitle: true }} />);
    expect(screen.getByRole('button', { name: 'Remove Game 1 from favourites' }).getAttribute('aria-pressed')).toBe('true');
    const star = screen.getByRole('button', { name: 'Add Game 2 to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('title')).toBe('Add Game 2 to favourites');
    fireEvent.click(star);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Games' })).not.toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/slots/game/1', '/en/slots/game/2']);
  });

  it('gives the star no tooltip where the skin says so, and keeps "more" disabled while it loads', () => {
    render(<CasinoGrid grid={grid({ tiles: [tile(1, false)], more: { label: 'Show more', isBusy: true, onPress: () => undefined } })} skin={{ ...gridSkin, starTitle: false }} />);
    expect(screen.getByRole('button', { name: 'Add Game 1 to favourites' }).hasAttribute('title')).toBe(false);
    const more = screen.getByRole('button', { name: 'Show more' }) as HTMLButtonElement;
    expect(more.disabled).toBe(true);
    expect(more.className).toBe('skin-moreButton');
  });
});

describe('CasinoFilters (ui-core)', () => {
  const skin = (keepHintSpace: boolean): CasinoFiltersSkin => ({ row: 'r', search: 's', provider: 'p', box: 'b', keepHintSpace });
  const search = { label: 'Search games', placeholder: 'Game name', value: 'a', hint: null, onChange: () => undefined };
  it('describes the search box by its hint only while there is one', () => {
    const { rerender } = render(<CasinoFilters search={{ ...search, hint: 'Type at least 2 letters' }} provider={null} skin={skin(false)} />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Type at least 2 letters');
    rerender(<CasinoFilters search={search} provider={null} skin={skin(false)} />);
    expect(screen.getByRole('searchbox').hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the hint line empty where the skin keeps its space, so the row does not move', () => {
    render(<CasinoFilters search={search} provider={{ label: 'Provider', value: '', options: [{ value: '', label: 'All providers' }], onChange: () => undefined }} skin={skin(true)} />);
    expect(document.querySelectorAll('p.min-h-4')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Provider' })).not.toBeNull();
  });
});

describe('HistoryFilters (ui-core)', () => {
  const skin: HistoryFiltersSkin = { form: 'f', field: 'x', resetButton: 'r', error: 'e', status: '', retryButton: 'b' };
  const date = (label: string) => ({ label, value: '', onChange: () => undefined });
  const select = (label: string) => ({ ...date(label), options: [{ value: '', label: 'Any' }] });
  const filters = { label: 'Filter bets', dateFrom: date('From'), dateTo: date('To'), status: select('Status'), type: select('Bet type'), reset: { label: 'Clear filters', isDisabled: true, onPress: () => undefined }, error: 'The start date is after the end date' };

  it('labels every filter, announces the dates error and the list status, and offers the retry', () => {
    const onRetry = vi.fn();
    render(<HistoryFilters filters={filters} status={{ isError: true, text: 'Your bets could not be loaded.' }} retry={{ label: 'Try again', onPress: onRetry }} skin={skin} />);
    expect(screen.getByRole('form', { name: 'Filter bets' })).not.toBeNull();
    expect(screen.getByLabelText('From').getAttribute('type')).toBe('date');
    expect(screen.getByRole('combobox', { name: 'Bet type' })).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('The start date is after the end date');
    expect(screen.getByRole('status').textContent).toBe('Your bets could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('CareTextAreaField (ui-core)', () => {
  const field = { id: 'message', label: 'Message', value: 'Hi', counter: '2 / 2000', maxLength: 2000, error: 'Write at least 10 characters', onText: () => undefined };
  const described = () => (screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

  it('reads the count before the error when the count is on the label line, after it when it is under the box', () => {
    const { rerender } = render(<CareTextAreaField field={field} rows={5} className="box" isCountBelow={false} />);
    expect(described()).toEqual(['2 / 2000', 'Write at least 10 characters']);
    rerender(<CareTextAreaField field={field} rows={6} className="box" isCountBelow />);
    expect(described()).toEqual(['Write at least 10 characters', '2 / 2000']);
    expect(screen.getByRole('textbox').getAttribute('maxlength')).toBe('2000');
  });
});

describe('OfficePanel (ui-core)', () => {
  it('is a section named by its heading, with the anchor a link can point at', () => {
    render(<OfficePanel title="Accounts" anchor="wallets" skin={{ section: 's', heading: 'h' }}>x</OfficePanel>);
    expect(screen.getByRole('region', { name: 'Accounts' }).id).toBe('wallets');
  });
});
