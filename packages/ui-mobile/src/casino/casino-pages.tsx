import type { ReactNode } from 'react';
import type { CasinoGameModel } from '@bf/headless/screens/casino-game';
import type { CasinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { ProviderList as Providers, type ProviderListSkin } from '@bf/ui-core/casino/provider-list';
import { buttonStyles } from '../components/button.tsx';
import { AppLink } from '../components/link-context.tsx';
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

/** A game's page: back link, title, the picture, facts and the demo button full width. */
export function CasinoGameDetails({ model }: { model: CasinoGameModel }) {
  return (
    <div className="flex flex-col gap-3">
      <AppLink href={model.back.href} className="self-start py-2 text-sm font-semibold text-accent-text">
        {'\u2190 '}
        {model.back.label}
      </AppLink>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <p role="status" className="text-sm text-muted">
          {model.statusText}
        </p>
      ) : (
        <>
          <div className="relative mx-auto w-48">
            {model.imageUrl && <img src={model.imageUrl} alt="" width={300} height={400} className="block aspect-[3/4] w-full rounded-xl object-cover shadow-md" />}
            {model.favorite && <FavoriteStar favorite={model.favorite} className="absolute top-1 right-1" />}
          </div>
          <dl className="divide-y divide-line rounded-xl border border-line bg-surface px-3 text-sm">
            {model.facts.map((fact) => (
              <div key={fact.id} className="flex min-h-11 items-center justify-between gap-3">
                <dt className="text-muted">{fact.label}</dt>
                <dd>
                  <AppLink href={fact.href} className="font-semibold text-accent-text">
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
        </>
      )}
    </div>
  );
}
