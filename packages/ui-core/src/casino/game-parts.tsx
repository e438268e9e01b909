import type { ReactNode } from 'react';
import type { CasinoGameModel } from '@bf/headless/screens/casino-game';
import { AppLink } from '../link.tsx';

// The parts of a casino game's page that both kits draw alike; where they sit (beside each other on desktop, one
// under the other on the phone) is the kit's.

/** The link back to the list the player came from. */
export function GameBackLink({ back, className }: { back: CasinoGameModel['back']; className: string }) {
  return (
    <AppLink href={back.href} className={className}>
      {'\u2190 '}
      {back.label}
    </AppLink>
  );
}

/** The game's picture (3:4) with its favourite star over it. */
export function GamePicture({ imageUrl, className, star }: { imageUrl: string | null; className: string; star: ReactNode }) {
  return (
    <div className={className}>
      {imageUrl && <img src={imageUrl} alt="" width={300} height={400} className="block aspect-[3/4] w-full rounded-xl object-cover shadow-md" />}
      {star}
    </div>
  );
}

/** A kit's classes for the game's facts: the list, a row, the value's link. */
export interface GameFactsSkin {
  list: string;
  row: string;
  link: string;
}

/** The game's provider and category, each a link to its list. */
export function GameFacts({ facts, skin }: { facts: CasinoGameModel['facts']; skin: GameFactsSkin }) {
  return (
    <dl className={skin.list}>
      {facts.map((fact) => (
        <div key={fact.id} className={skin.row}>
          <dt className="text-muted">{fact.label}</dt>
          <dd>
            <AppLink href={fact.href} className={skin.link}>
              {fact.value}
            </AppLink>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The demo button (the kit's primary button classes) and its note. */
export function GameDemo({ demo, buttonClass }: { demo: CasinoGameModel['demo']; buttonClass: string }) {
  if (!demo) return null;
  return (
    <>
      {/* The demo is the API's own page, not a route of the app: a plain link. */}
      <a href={demo.href} className={buttonClass}>
        {demo.label}
      </a>
      <p className="text-sm text-muted">{demo.note}</p>
    </>
  );
}
