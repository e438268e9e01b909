import type { ReactNode } from 'react';
import type { CasinoGameModel } from '@bf/headless/screens/casino-game';
import type { CasinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { ProviderList as Providers, type ProviderListSkin } from '@bf/ui-core/casino/provider-list';
import { GameBackLink, GameDemo, GameFacts, GamePicture, type GameFactsSkin } from '@bf/ui-core/casino/game-parts';
import { buttonStyles } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';
import { CasinoChips, FavoriteStar } from './casino-grid.tsx';

/** A casino page's column of blocks. */
export const CasinoPage = ({ children }: { children: ReactNode }) => <div className="flex flex-col gap-4">{children}</div>;

/** The casino's categories as chips over the list. */
export const CasinoCategories = ({ label, items }: Parameters<typeof CasinoChips>[0]) => <CasinoChips label={label} items={items} />;

const providers: ProviderListSkin = {
  list: 'grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-3',
  card: 'rounded-lg p-3 hover:border-accent',
  initials: 'size-12 text-base',
  retryButton: cn(buttonStyles({ variant: 'secondary', size: 'sm' }), 'self-start'),
};

/** The providers: a card per provider with its game count, in a grid; the list's status (read out) and its retry. */
export const ProviderList = ({ model }: { model: CasinoProvidersModel }) => <Providers model={model} skin={providers} />;

const facts: GameFactsSkin = { list: 'grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm', row: 'contents', link: 'font-semibold text-accent-text hover:underline' };

/** A game's page: back link, title, the picture beside its facts and the demo. */
export function CasinoGameDetails({ model }: { model: CasinoGameModel }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-2">
      <GameBackLink back={model.back} className="self-start text-sm font-semibold text-accent-text hover:underline" />
      <h1 className="text-2xl font-bold">{model.title}</h1>
      {model.status !== 'ready' ? (
        <p role="status" className="text-sm text-muted">
          {model.statusText}
        </p>
      ) : (
        <div className="flex gap-6">
          <GamePicture imageUrl={model.imageUrl} className="relative w-60 shrink-0" star={model.favorite && <FavoriteStar favorite={model.favorite} className="absolute top-2 right-2" />} />
          <div className="flex flex-col gap-4">
            <GameFacts facts={model.facts} skin={facts} />
            <GameDemo demo={model.demo} buttonClass={buttonStyles({ variant: 'primary', size: 'md' })} />
          </div>
        </div>
      )}
    </div>
  );
}
