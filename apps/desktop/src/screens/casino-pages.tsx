import { useCasinoGameScreen, type CasinoGameModel } from '@bf/headless/screens/casino-game';
import { useCasinoLobbyScreen, type CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';
import { useCasinoProvidersScreen, type CasinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { useCasinoThankYouScreen, type CasinoThankYouModel } from '@bf/headless/screens/casino-thank-you';
import { CasinoChips, CasinoFilters, CasinoGrid, CasinoHero, FavoriteStar } from '@bf/ui-desktop/casino';
import { AppLink, Button, ButtonLink, Notice, buttonStyles } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';

/** The casino's list pages (lobby, categories, provider, search, other games, favourites) over their model. */
export function CasinoLobbyView({ model }: { model: CasinoLobbyModel }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={model.title} />
      {model.hero && <CasinoHero hero={model.hero} />}
      <CasinoChips label={model.categories.label} items={model.categories.items} />
      {model.subcategories && <CasinoChips label={model.subcategories.label} items={model.subcategories.items} />}
      <CasinoFilters search={model.search} provider={model.provider} />
      <CasinoGrid grid={model.grid} />
      {model.otherGames && <CasinoGrid grid={model.otherGames} />}
    </div>
  );
}

export function CasinoLobbyScreen() {
  return <CasinoLobbyView model={useCasinoLobbyScreen()} />;
}

/** providers: a card per provider with its game count. */
export function CasinoProvidersView({ model }: { model: CasinoProvidersModel }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={model.title} />
      <p role="status" className="text-sm text-muted">
        {model.statusText}
      </p>
      {model.retry && (
        <Button size="sm" variant="secondary" onClick={model.retry.onPress} className="self-start">
          {model.retry.label}
        </Button>
      )}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-3">
        {model.providers.map((provider) => (
          <li key={provider.id}>
            <AppLink href={provider.href} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3 hover:border-accent">
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-accent-soft text-base font-bold text-accent-text">
                {provider.initials}
              </span>
              <span>
                <span className="block font-semibold">{provider.name}</span>
                <span className="block text-sm text-muted">{provider.count}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CasinoProvidersScreen() {
  return <CasinoProvidersView model={useCasinoProvidersScreen()} />;
}

/** A game's page: no site header or footer (the route's flags); the picture, facts and the demo. */
export function CasinoGameView({ model }: { model: CasinoGameModel }) {
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

export function CasinoGameScreen() {
  return <CasinoGameView model={useCasinoGameScreen()} />;
}

/** slots/thank-you, casino/thank-you, keno/thank-you. */
export function CasinoThankYouView({ model }: { model: CasinoThankYouModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <Notice title={model.title} action={<ButtonLink href={model.back.href}>{model.back.label}</ButtonLink>}>
        {model.text}
      </Notice>
    </>
  );
}

export function CasinoThankYouScreen() {
  return <CasinoThankYouView model={useCasinoThankYouScreen()} />;
}
