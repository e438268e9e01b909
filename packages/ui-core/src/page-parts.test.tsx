// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { empty, withCoupons } from '@bf/headless/screens/office-history/fixtures';
import { HistoryFacts, HistoryFrame } from './bet-history/history-frame.tsx';
import { GameBackLink, GameDemo, GameFacts, GamePicture } from './casino/game-parts.tsx';
import { DetailListView } from './components/detail-list.tsx';
import { NoticeView } from './components/notice.tsx';
import { MinimalFrameView } from './layout/minimal-frame.tsx';
import { ScrollToTopView } from './notices/scroll-to-top.tsx';
import { InformationRuns } from './content/information-runs.tsx';

// Tailwind reads this folder, tests included: a word here that is a utility class lands in both apps' CSS.
// Parts both kits draw alike with their own classes: what a player and a screen reader get is the same on each.

afterEach(cleanup);

const historySkin = { form: 'f', field: 'x', resetButton: 'r', error: 'e', status: 's', retryButton: 'b' };

describe('NoticeView (ui-core)', () => {
  const skin = { section: 's1', badge: 's2', title: 's3', body: 's4', action: 's5' };

  it('gives a whole-page notice its page heading, then its title, text, stressed note and action', () => {
    render(
      <NoticeView skin={skin} tone="error" title="This page could not be found" pageHeading="Not found" note="Back at 12:00" action={<button type="button">Home</button>}>
        The address may be mistyped.
      </NoticeView>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not found');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('This page could not be found');
    expect(document.querySelector('section')?.getAttribute('data-tone')).toBe('error');
    expect(document.querySelector('[aria-hidden="true"]')?.textContent).toBe('!');
    expect(screen.getByText('Back at 12:00').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Home' })).not.toBeNull();
  });

  it('marks each tone with its own sign, information by default, and draws no text box without text', () => {
    const signs = (['info', 'success', 'warning', 'error'] as const).map((tone) => {
      const { container, unmount } = render(<NoticeView skin={skin} tone={tone} title="T" />);
      const badge = container.querySelector('[aria-hidden="true"]');
      // The warning's clock is drawn, not a character (a stopwatch glyph is missing from many fonts).
      const sign = badge?.querySelector('svg circle') ? 'clock' : badge?.textContent;
      unmount();
      return sign;
    });
    expect(signs).toEqual(['i', '✓', 'clock', '!']);
    render(<NoticeView skin={skin} title="Coming soon" />);
    expect(document.querySelector('section')?.getAttribute('data-tone')).toBe('info');
    expect(document.querySelector('.s4')).toBeNull();
    expect(document.querySelector('.s5')).toBeNull();
  });
});

describe('Casino game parts (ui-core)', () => {
  const facts = [
    { id: 'provider' as const, label: 'Provider', value: 'Aurora Play', href: '/en/slots/provider/7' },
    { id: 'category' as const, label: 'Category', value: 'Slots', href: '/en/slots/category/2' },
  ];

  it('links back, and links each fact to its list under its label', () => {
    render(
      <>
        <GameBackLink back={{ label: 'Back to slots', href: '/en/slots' }} className="a" />
        <GameFacts facts={facts} skin={{ list: 'l', row: 'r', link: 'k' }} />
      </>,
    );
    expect(screen.getByRole('link', { name: '← Back to slots' }).getAttribute('href')).toBe('/en/slots');
    expect([...document.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Provider', 'Category']);
    expect(screen.getByRole('link', { name: 'Aurora Play' }).getAttribute('href')).toBe('/en/slots/provider/7');
  });

  it('opens the demo as a plain link with its note, and draws nothing without one', () => {
    const { rerender } = render(<GameDemo demo={{ label: 'Play the demo', href: 'https://api.example/demo/5', note: 'No real money' }} buttonClass="b" />);
    expect(screen.getByRole('link', { name: 'Play the demo' }).getAttribute('href')).toBe('https://api.example/demo/5');
    expect(screen.getByText('No real money')).not.toBeNull();
    rerender(<GameDemo demo={null} buttonClass="b" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the picture 300 by 400 with no text of its own, and the star handed in', () => {
    const { rerender } = render(<GamePicture imageUrl="/tile/5.svg" className="p" star={<button type="button">Add to favourites</button>} />);
    const picture = document.querySelector('img');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height'), picture?.getAttribute('alt')]).toEqual(['300', '400', '']);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).not.toBeNull();
    rerender(<GamePicture imageUrl={null} className="p" star={null} />);
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('HistoryFrame (ui-core)', () => {
  it('draws the coupons only when there are some, and "Show more" presses its action', () => {
    const onMore = vi.fn();
    const model = { ...withCoupons, more: { label: 'Show more', isBusy: false, onPress: onMore } };
    const { rerender } = render(
      <HistoryFrame model={model} skin={historySkin} moreButton="m">
        <ul aria-label="Coupons" />
      </HistoryFrame>,
    );
    expect(screen.getByRole('list', { name: 'Coupons' })).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(
      <HistoryFrame model={{ ...model, more: { ...model.more, isBusy: true } }} skin={historySkin} moreButton="m">
        <ul aria-label="Coupons" />
      </HistoryFrame>,
    );
    const more = screen.getByRole('button', { name: 'Show more' }) as HTMLButtonElement;
    expect([more.disabled, more.getAttribute('aria-busy')]).toEqual([true, 'true']);
    rerender(
      <HistoryFrame model={empty} skin={historySkin} moreButton="m">
        <ul aria-label="Coupons" />
      </HistoryFrame>,
    );
    expect(screen.queryByRole('list', { name: 'Coupons' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You have not placed any bets yet.');
  });

  it('lists a coupon\'s facts, label over value', () => {
    render(<HistoryFacts facts={[{ id: 'stake', label: 'Stake', value: '10.00 EUR' }]} className="g" />);
    expect(document.querySelector('dt')?.textContent).toBe('Stake');
    expect(document.querySelector('dd')?.textContent).toBe('10.00 EUR');
  });
});

describe('Frame, list and back-to-top parts (ui-core)', () => {
  it('puts the page in the main landmark the skip link points at, under the brand', () => {
    render(<MinimalFrameView skin={{ frame: 'a', brand: 'b', mark: 'c' }} brand="BetFront">Maintenance</MinimalFrameView>);
    expect(screen.getByRole('main').id).toBe('content');
    expect(screen.getByRole('main').textContent).toBe('Maintenance');
    expect(screen.getByText('BetFront').tagName).toBe('P');
  });

  it('pairs each label with its value', () => {
    render(<DetailListView rows={[{ id: 'v', label: 'Version', value: '1.2.3' }]} skin={{ list: 'l', row: 'r' }} />);
    expect(document.querySelector('dt')?.textContent).toBe('Version');
    expect(document.querySelector('dd')?.textContent).toBe('1.2.3');
  });

  it('names the back-to-top button, adds a tooltip only where the kit asks, and draws nothing until it is due', () => {
    const onPress = vi.fn();
    const { rerender } = render(<ScrollToTopView isVisible label="Back to top" onPress={onPress} className="t" hasTitle />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('title')).toBe('Back to top');
    rerender(<ScrollToTopView isVisible label="Back to top" onPress={onPress} className="t" />);
    expect(screen.getByRole('button').hasAttribute('title')).toBe(false);
    rerender(<ScrollToTopView isVisible={false} label="Back to top" onPress={onPress} className="t" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('InformationRuns (ui-core)', () => {
  it('opens other sites in a new tab without the opener, keeps site paths and mail links in this tab, and stresses where asked', () => {
    const runs = [
      { key: 'a', text: 'Rules', isStrong: false, link: { href: '/en/information/rules', isExternal: false } },
      { key: 'b', text: 'Regulator', isStrong: true, link: { href: 'https://regulator.example', isExternal: true } },
      { key: 'c', text: 'support@betfront.example', isStrong: false, link: { href: 'mailto:support@betfront.example', isExternal: false } },
      { key: 'd', text: 'Note', isStrong: true },
    ];
    render(
      <p>
        <InformationRuns runs={runs} skin={{ link: 'k', strong: 's', strongTag: 'b' }} />
      </p>,
    );
    const regulator = screen.getByRole('link', { name: 'Regulator' });
    expect([regulator.getAttribute('target'), regulator.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(regulator.querySelector('b')?.textContent).toBe('Regulator');
    for (const name of ['Rules', 'support@betfront.example']) expect(screen.getByRole('link', { name }).hasAttribute('target')).toBe(false);
    expect(screen.getByText('Note').tagName).toBe('B');
  });
});
