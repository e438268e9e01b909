import { useHomeScreen, type HomeModel } from '@bf/headless/screens/home';
import { HomeHero, HomeSports, LIST_SIZES } from '@kit/sports';
import { SportsPage, TopBlocks } from './parts/sports-parts.tsx';

/** Home over its model: the welcome banner, popular sports, then the top live and top line events. */
export function HomeView({ model }: { model: HomeModel }) {
  return (
    <div className="space-y-4">
      <HomeHero title={model.hero.title} text={model.hero.text} />
      <HomeSports title={model.sports.title} items={model.sports.items} />
      <TopBlocks blocks={model.blocks} />
    </div>
  );
}

/** Home: the first page's screen; each app's composition loads it for the browser to hydrate after the frame. */
export function HomeScreen() {
  return (
    <SportsPage>
      <HomeView model={useHomeScreen(LIST_SIZES.home)} />
    </SportsPage>
  );
}
