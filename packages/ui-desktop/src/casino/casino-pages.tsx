import type { ReactNode } from 'react';
import type { CasinoGameModel } from '@bf/headless/screens/casino-game';
import type { CasinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { ProviderList as Providers, type ProviderListSkin } from '@bf/ui-core/casino/provider-list';
import { buttonStyles } from '../components/button.tsx';
import { AppLink } from '../components/link-context.tsx';
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

/** A game's page: back link, title, the picture beside its facts and the demo. */
export function CasinoGameDetails({ model }: { model: CasinoGameModel }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-2">
      <AppLink href={model.back.href} className="self-start text-sm font-semibold text-accent-text hover:underline">
        {'\u2190 '}
        {model.back.label}
      </AppLink>
      <h1 className="text-2xl font-bold">{model.title}</h1>
      {model.status !== 'ready' ? (
        <p role="status" className="text-sm text-muted">
          {model.statusText}
        </p>
      ) : (
        <div className="flex gap-6">
          <div className="relative w-60 shrink-0">
            {model.imageUrl && <img src={model.imageUrl} alt="" width={300} height={400} className="block aspect-[3/4] w-full rounded-xl object-cover shadow-md" />}
            {model.favorite && <FavoriteStar favorite={model.favorite} className="absolute top-2 right-2" />}
          </div>
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {model.facts.map((fact) => (
                <div key={fact.id} className="contents">
                  <dt className="text-muted">{fact.label}</dt>
                  <dd>
                    <AppLink href={fact.href} className="font-semibold text-accent-text hover:underline">
                      {fact.value}
                    </AppLink>
                  </dd>
                </div>
              ))}
            </dl>
            {model.demo && (
              <>
                {/* The demo is the API's own page, not a route of the app: a plain link. */}
                <a href={model.demo.href} className={buttonStyles({ variant: 'primary', size: 'md' })}>
                  {model.demo.label}
                </a>
                <p className="text-sm text-muted">{model.demo.note}</p>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
