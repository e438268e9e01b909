import { useHomeScreen, type HomeModel } from '@bf/headless/screens/home';
import { AppLink, SportIcon } from '@bf/ui-mobile/components';
import { SportsPage, TopBlocks } from '../parts/sports.tsx';

/** Home on a phone over its model: a short welcome, the popular sports as a scrolling row, then top events. */
export function HomeView({ model }: { model: HomeModel }) {
  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-header to-accent p-5 text-white">
        <h1 className="text-xl leading-tight font-extrabold">{model.hero.title}</h1>
        <p className="mt-1.5 text-sm text-white/85">{model.hero.text}</p>
      </section>
      <nav aria-labelledby="home-sports" className="-mx-3">
        <h2 id="home-sports" className="sr-only">
          {model.sports.title}
        </h2>
        <ul className="flex gap-2 overflow-x-auto px-3 [scrollbar-width:none]">
          {model.sports.items.map((sport) => (
            <li key={sport.key} className="shrink-0">
              <AppLink href={sport.href} className="flex h-[68px] w-[76px] flex-col items-center justify-center gap-1.5 rounded-xl border border-line bg-surface px-1 text-center text-[11px] leading-tight font-semibold">
                <SportIcon sport={sport.icon} className="size-6 text-accent-text" />
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
      <HomeView model={useHomeScreen({ liveLimit: 5, lineLimit: 6 })} />
    </SportsPage>
  );
}

