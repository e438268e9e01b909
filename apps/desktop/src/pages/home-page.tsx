import { useTranslation } from '@bf/headless/i18n';
import { MAIN_MENU, SPORTS_MENU, useMenu } from '@bf/headless/navigation';
import { usePageTitle } from '@bf/headless/shell';
import { AppLink, SportIcon } from '@bf/ui-desktop/components';

/** Home: the welcome banner, popular sports and quick links to the main sections. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  const sports = useMenu(SPORTS_MENU);
  const sections = useMenu(MAIN_MENU);
  return (
    <div className="space-y-3">
      <section className="overflow-hidden rounded-lg bg-gradient-to-br from-header to-accent p-8 text-white">
        <h1 className="max-w-xl text-3xl font-extrabold tracking-tight">{t('home.heroTitle')}</h1>
        <p className="mt-2 max-w-xl text-base text-white/85">{t('home.heroText')}</p>
      </section>
      <section aria-labelledby="home-sports" className="rounded-lg border border-line bg-surface p-4">
        <h2 id="home-sports" className="mb-3 text-sm font-bold tracking-wide text-muted uppercase">
          {t('home.topSports')}
        </h2>
        <ul className="grid grid-cols-4 gap-2 d1440:grid-cols-8">
          {sports.map((sport) => (
            <li key={sport.key}>
              <AppLink href={sport.href} className="flex h-20 flex-col items-center justify-center gap-2 rounded-md bg-surface-2 text-sm font-semibold hover:bg-accent-soft hover:text-accent-text">
                <SportIcon sport={sport.icon ?? 'football'} className="size-6" />
                {sport.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-links" className="rounded-lg border border-line bg-surface p-4">
        <h2 id="home-links" className="mb-3 text-sm font-bold tracking-wide text-muted uppercase">
          {t('home.quickLinks')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.key}>
              <AppLink href={section.href} className="inline-flex h-9 items-center rounded-full border border-line px-4 text-sm font-medium hover:border-accent hover:text-accent-text">
                {section.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
