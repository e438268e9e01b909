import type { ReactNode } from 'react';
import type { CasinoGameModel } from '@bf/headless/screens/casino-game';
import type { CasinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { ProviderList as Providers, type ProviderListSkin } from '@bf/ui-core/casino/provider-list';
import { GameBackLink, GameDemo, GameFacts, GamePicture, type GameFactsSkin } from '@bf/ui-core/casino/game-parts';
import { buttonStyles } from '../components/button.tsx';
import { PageHeading } from '../layout/page-heading.tsx';
import { CasinoChips, FavoriteStar } from './casino-grid.tsx';

/** A casino page's column of blocks. */
export const CasinoPage = ({ children }: { children: ReactNode }) => <div className="flex flex-col gap-3">{children}</div>;

/** On the phone the casino layout's own chip row under the header is this menu, so the page draws it no second time. */
export const CasinoCategories = (_props: Parameters<typeof CasinoChips>[0]) => null;

const providers: ProviderListSkin = {
  list: 'flex flex-col gap-2',
  card: 'min-h-14 rounded-xl p-2',
  initials: 'size-10 text-sm',
  retryButton: buttonStyles({ variant: 'secondary' }),
};

/** The providers: one full-width row per provider; the list's status (read out) and its retry. */
export const ProviderList = ({ model }: { model: CasinoProvidersModel }) => <Providers model={model} skin={providers} />;

const facts: GameFactsSkin = { list: 'divide-y divide-line rounded-xl border border-line bg-surface px-3 text-sm', row: 'flex min-h-11 items-center justify-between gap-3', link: 'font-semibold text-accent-text' };

/** A game's page: back link, title, the picture, facts and the demo button full width. */
export function CasinoGameDetails({ model }: { model: CasinoGameModel }) {
  return (
    <div className="flex flex-col gap-3">
      <GameBackLink back={model.back} className="self-start py-2 text-sm font-semibold text-accent-text" />
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <p role="status" className="text-sm text-muted">
          {model.statusText}
        </p>
      ) : (
        <>
          <GamePicture imageUrl={model.imageUrl} className="relative mx-auto w-48" star={model.favorite && <FavoriteStar favorite={model.favorite} className="absolute top-1 right-1" />} />
          <GameFacts facts={model.facts} skin={facts} />
          <GameDemo demo={model.demo} buttonClass={buttonStyles({ variant: 'primary', size: 'md' })} />
        </>
      )}
    </div>
  );
}
