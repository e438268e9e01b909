import { useCasinoGameScreen, type CasinoGameModel } from '@bf/headless/screens/casino-game';
import { useCasinoLobbyScreen, type CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';
import { useCasinoProvidersScreen, type CasinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { useCasinoThankYouScreen, type CasinoThankYouModel } from '@bf/headless/screens/casino-thank-you';
import { CasinoCategories, CasinoChips, CasinoFilters, CasinoGameDetails, CasinoGrid, CasinoHero, CasinoPage, ProviderList } from '@kit/casino';
import { ButtonLink, Notice } from '@kit/components';
import { PageHeading } from '@kit/layout';

/** The casino's list pages (lobby, categories, provider, search, other games, favourites) over their model. */
export function CasinoLobbyView({ model }: { model: CasinoLobbyModel }) {
  return (
    <CasinoPage>
      <PageHeading title={model.title} />
      {model.hero && <CasinoHero hero={model.hero} />}
      <CasinoCategories label={model.categories.label} items={model.categories.items} />
      {model.subcategories && <CasinoChips label={model.subcategories.label} items={model.subcategories.items} />}
      <CasinoFilters search={model.search} provider={model.provider} />
      <CasinoGrid grid={model.grid} />
      {model.otherGames && <CasinoGrid grid={model.otherGames} />}
    </CasinoPage>
  );
}

export function CasinoLobbyScreen() {
  return <CasinoLobbyView model={useCasinoLobbyScreen()} />;
}

/** providers: every studio with its game count. */
export function CasinoProvidersView({ model }: { model: CasinoProvidersModel }) {
  return (
    <CasinoPage>
      <PageHeading title={model.title} />
      <ProviderList model={model} />
    </CasinoPage>
  );
}

export function CasinoProvidersScreen() {
  return <CasinoProvidersView model={useCasinoProvidersScreen()} />;
}

/** A game's page: no site header or footer (the route's flags); the picture, facts and the demo. */
export function CasinoGameView({ model }: { model: CasinoGameModel }) {
  return <CasinoGameDetails model={model} />;
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
