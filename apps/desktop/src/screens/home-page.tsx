import { useTranslation } from '@bf/headless/i18n';
import { SPORTS_MENU, useMenu } from '@bf/headless/navigation';
import { usePageTitle } from '@bf/headless/shell';
import { AppLink, SportIcon } from '@bf/ui-desktop/components';
import { SportsHomeBlocks } from './sports-home-blocks.tsx';

/** Home: the welcome banner, popular sports, then the top live and top line events. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  const sports = useMenu(SPORTS_MENU);
  return (
    <div className="space-y-4">
      <section className="overflow-hidden rounded-lg bg-gradient-to-br from-header to-accent p-8 text-white">
        <h1 className="max-w-xl text-3xl font-extrabold tracking-tight">{t('home.heroTitle')}</h1>
        <p className="mt-2 max-w-xl text-base text-white/85">{t('home.heroText')}</p>
      </section>
      <nav aria-labelledby="home-sports">
        <h2 id="home-sports" className="sr-only">
          {t('home.topSports')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {sports.map((sport) => (
            <li key={sport.key}>
              <AppLink href={sport.href} className="flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent hover:text-accent-text">
                <SportIcon sport={sport.icon ?? 'football'} className="size-5 text-accent-text" />
                {sport.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <SportsHomeBlocks />
    </div>
  );
}
