import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { layoutModel, type LayoutInputs } from '@bf/headless/screens/layout';

const link = (key: string) => ({ key, label: key, href: `/en/${key}`, isActive: false });

async function inputs(overrides: Partial<LayoutInputs> = {}): Promise<LayoutInputs> {
  return {
    t: createI18n('en', await loadMessages('en')).t,
    lng: 'en',
    companyName: '',
    year: 2026,
    flags: undefined,
    isNavigating: false,
    menus: { main: [], sports: [], office: [], casino: [], bottom: [], information: [link('about')], help: [link('rules')] },
    rightColumn: { isHidden: false, toggle: vi.fn() },
    ...overrides,
  };
}

describe('layout model', () => {
  it('titles the menus and writes the footer with the year and the brand', async () => {
    const model = layoutModel(await inputs());
    expect(model.skipLabel).toBe('Skip to content');
    expect([model.menus.main.label, model.menus.sports.label, model.menus.office.label, model.menus.casino.label, model.menus.bottom.label]).toEqual(['Main navigation', 'Popular sports', 'Account', 'Casino', 'Menu']);
    expect(model.footer.columns.map((c) => c.title)).toEqual(['Information', 'Help']);
    expect(model.footer.links.map((l) => l.key)).toEqual(['about', 'rules']);
    expect(model.footer.legal).toBe('© 2026 BetFront. All rights reserved.');
    expect(model.footer.responsible).toBe('Play responsibly. 18+');
    // Limits one click from every page (the regulator rule in docs/decisions.md).
    expect(model.footer.limits).toEqual({ label: 'Limits and self-exclusion', href: '/en/office/responsible' });
  });

  it('uses the company name in the legal line when the site has one', async () => {
    expect(layoutModel(await inputs({ companyName: 'Acme Bet' })).footer.legal).toBe('© 2026 Acme Bet. All rights reserved.');
  });

  it('turns the route flags into four yes/no answers (ROUTE-070: header, footer, bottom bar, SEO block)', async () => {
    expect(layoutModel(await inputs()).flags).toEqual({ hideHeader: false, hideFooter: false, hideBottomNavigation: false, hideSeoBlock: false });
    expect(layoutModel(await inputs({ flags: { hideHeader: true, hideBottomNavigation: true } })).flags).toEqual({ hideHeader: true, hideFooter: false, hideBottomNavigation: true, hideSeoBlock: false });
    expect(layoutModel(await inputs({ flags: { hideSeoBlock: true } })).flags.hideSeoBlock).toBe(true);
  });

  it('labels the right column toggle by what it will do', async () => {
    const toggle = vi.fn();
    const shown = layoutModel(await inputs({ rightColumn: { isHidden: false, toggle } }));
    expect(shown.rightColumn.toggle).toMatchObject({ label: 'Hide column', isExpanded: true });
    shown.rightColumn.toggle.onPress();
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(layoutModel(await inputs({ rightColumn: { isHidden: true, toggle } })).rightColumn.toggle).toMatchObject({ label: 'Show column', isExpanded: false });
  });

  it('shows the progress bar while a navigation loads, and the empty slip texts', async () => {
    expect(layoutModel(await inputs({ isNavigating: true })).progress).toEqual({ isActive: true, label: 'Main navigation' });
    expect(layoutModel(await inputs()).emptySlip).toEqual({ title: 'Bet slip', heading: 'Your bet slip is empty', text: 'Click on the odds to add selections to your bet slip.' });
  });
});
