import { useTranslation } from '@bf/headless/i18n';
import { SPORTS_MENU, useMenu } from '@bf/headless/navigation';
import { usePageTitle } from '@bf/headless/shell';
import { AppLink, SportIcon } from '@bf/ui-mobile/components';
import { SportsHomeBlocks } from './sports-home-blocks.tsx';

/** Home on a phone: a short welcome, the popular sports as a scrolling row, then top live and top line events. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  const sports = useMenu(SPORTS_MENU);
  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-header to-accent p-5 text-white">
        <h1 className="text-xl leading-tight font-extrabold">{t('home.heroTitle')}</h1>
        <p className="mt-1.5 text-sm text-white/85">{t('home.heroText')}</p>
      </section>
      <nav aria-labelledby="home-sports" className="-mx-3">
        <h2 id="home-sports" className="sr-only">
          {t('home.topSports')}
        </h2>
        <ul className="flex gap-2 overflow-x-auto px-3 [scrollbar-width:none]">
          {sports.map((sport) => (
            <li key={sport.key} className="shrink-0">
              <AppLink href={sport.href} className="flex h-[68px] w-[76px] flex-col items-center justify-center gap-1.5 rounded-xl border border-line bg-surface px-1 text-center text-[11px] leading-tight font-semibold">
                <SportIcon sport={sport.icon ?? 'football'} className="size-6 text-accent-text" />
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
