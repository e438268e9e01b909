import { useId } from 'react';
import type { CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';
import { ButtonLink } from '../components/button.tsx';

/** The lobby's banner on the phone: the line and the call to play on the dark header colour, full width. */
export function CasinoHero({ hero }: { hero: NonNullable<CasinoLobbyModel['hero']> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-xl border border-line bg-header p-4 text-header-fg">
      <h2 id={id} className="text-xl font-bold">
        {hero.title}
      </h2>
      <p className="text-sm text-header-muted">{hero.text}</p>
      <ButtonLink href={hero.cta.href}>{hero.cta.label}</ButtonLink>
    </section>
  );
}
