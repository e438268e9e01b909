import { useHomeScreen, type HomeModel } from '@bf/headless/screens/home';
import { AppLink, SportIcon } from '@bf/ui-desktop/components';
import { SportsPage, TopBlocks } from '../parts/sports.tsx';

/** Home over its model: the welcome banner, popular sports, then the top live and top line events. */
export function HomeView({ model }: { model: HomeModel }) {
  return (
    <div className="space-y-4">
      <section className="overflow-hidden rounded-lg bg-gradient-to-br from-header to-accent p-8 text-white">
        <h1 className="max-w-xl text-3xl font-extrabold tracking-tight">{model.hero.title}</h1>
        <p className="mt-2 max-w-xl text-base text-white/85">{model.hero.text}</p>
      </section>
      <nav aria-labelledby="home-sports">
        <h2 id="home-sports" className="sr-only">
          {model.sports.title}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {model.sports.items.map((sport) => (
            <li key={sport.key}>
              <AppLink href={sport.href} className="flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent hover:text-accent-text">
                <SportIcon sport={sport.icon} className="size-5 text-accent-text" />
                {sport.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <TopBlocks blocks={model.blocks} />
    </div>
  );
}

/** Home. */
export function HomeScreen() {
  return (
    <SportsPage>
      <HomeView model={useHomeScreen()} />
    </SportsPage>
  );
}

