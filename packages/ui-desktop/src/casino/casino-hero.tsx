import { useId } from 'react';
import type { CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';
import { ButtonLink } from '../components/button.tsx';

/** The lobby's banner: a line and a call to play on the dark header colour, three game pictures fanned out beside it. */
export function CasinoHero({ hero }: { hero: NonNullable<CasinoLobbyModel['hero']> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex items-center justify-between gap-6 overflow-hidden rounded-xl border border-line bg-header px-8 py-6 text-header-fg">
      <div className="flex max-w-md flex-col items-start gap-3">
        <h2 id={id} className="text-3xl font-bold">
          {hero.title}
        </h2>
        <p className="text-header-muted">{hero.text}</p>
        <ButtonLink href={hero.cta.href}>{hero.cta.label}</ButtonLink>
      </div>
      <div aria-hidden="true" className="flex shrink-0 items-center">
        {hero.images.map((src, i) => (
          <span key={i} className="-ml-6 block aspect-[3/4] w-32 overflow-hidden rounded-lg bg-header-2 shadow-lg first:ml-0 odd:-rotate-6 even:translate-y-2">
            {src && <img src={src} alt="" width={300} height={400} className="block size-full object-cover" />}
          </span>
        ))}
      </div>
    </section>
  );
}
