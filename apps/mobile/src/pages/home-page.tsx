import { useTranslation } from '@bf/headless/i18n';
import { SPORTS_MENU, useMenu } from '@bf/headless/navigation';
import { usePageTitle } from '@bf/headless/shell';
import { AppLink, SportIcon } from '@bf/ui-mobile/components';

/** Home on a phone: a short welcome and the popular sports as large tiles. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  const sports = useMenu(SPORTS_MENU);
  return (
    <div className="space-y-3">
      <section className="rounded-xl bg-gradient-to-br from-header to-accent p-5 text-white">
        <h1 className="text-xl leading-tight font-extrabold">{t('home.heroTitle')}</h1>
        <p className="mt-1.5 text-sm text-white/85">{t('home.heroText')}</p>
      </section>
      <section aria-labelledby="home-sports">
        <h2 id="home-sports" className="mb-2 text-xs font-bold tracking-wide text-muted uppercase">
          {t('home.topSports')}
        </h2>
        <ul className="grid grid-cols-4 gap-2">
          {sports.map((sport) => (
            <li key={sport.key}>
              <AppLink href={sport.href} className="flex h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-line bg-surface px-1 text-center text-[11px] leading-tight font-semibold">
                <SportIcon sport={sport.icon ?? 'football'} className="size-6 text-accent-text" />
                {sport.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
