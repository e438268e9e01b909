import { useCasinoGameScreen, type CasinoGameModel } from '@bf/headless/screens/casino-game';
import { useCasinoLobbyScreen, type CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';
import { useCasinoProvidersScreen, type CasinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { useCasinoThankYouScreen, type CasinoThankYouModel } from '@bf/headless/screens/casino-thank-you';
import { CasinoChips, CasinoFilters, CasinoGrid, CasinoHero, FavoriteStar } from '@bf/ui-mobile/casino';
import { AppLink, Button, ButtonLink, Notice, buttonStyles } from '@bf/ui-mobile/components';
import { PageHeading } from '@bf/ui-mobile/layout';

/**
 * The casino's list pages on the phone: filters stacked, tiles two to a row. The category strip is the casino
 * layout's own row of chips under the header (the same menu), so it is not drawn twice.
 */
export function CasinoLobbyView({ model }: { model: CasinoLobbyModel }) {
  return (
    <div className="flex flex-col gap-3">
      <PageHeading title={model.title} />
      {model.hero && <CasinoHero hero={model.hero} />}
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

/** providers: one full-width row per provider. */
export function CasinoProvidersView({ model }: { model: CasinoProvidersModel }) {
  return (
    <div className="flex flex-col gap-3">
      <PageHeading title={model.title} />
      <p role="status" className="text-sm text-muted">
        {model.statusText}
      </p>
      {model.retry && (
        <Button variant="secondary" onClick={model.retry.onPress}>
          {model.retry.label}
        </Button>
      )}
      <ul className="flex flex-col gap-2">
        {model.providers.map((provider) => (
          <li key={provider.id}>
            <AppLink href={provider.href} className="flex min-h-14 items-center gap-3 rounded-xl border border-line bg-surface p-2">
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-accent-soft text-sm font-bold text-accent-text">
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

/** A game's page on the phone: the picture, facts and the demo button full width. */
export function CasinoGameView({ model }: { model: CasinoGameModel }) {
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
