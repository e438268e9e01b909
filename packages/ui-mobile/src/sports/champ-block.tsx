import { useId, type ReactNode } from 'react';
import { CountryGroup as SharedCountry, ListSkeleton as SharedSkeleton, type ChampBlockBaseProps } from '@bf/ui-core/sports/champ-block';
import { AppLink } from '../components/link-context.tsx';
import { CountryFlag } from './marks.tsx';
import { GameRowSkeleton } from './game-row.tsx';

/** A championship's cards under a sticky head (no column heads: each button names its outcome). */
export function ChampBlock({ title, href, mark, meta, children }: ChampBlockBaseProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="overflow-clip rounded-xl border border-line bg-surface">
      <div className="sticky top-14 z-10 flex h-10 items-center gap-2 border-b border-line bg-surface-3 px-3">
        {mark && <span className="shrink-0">{mark}</span>}
        <h2 id={headingId} className="min-w-0 truncate text-[13px] font-bold text-fg">
          {href ? <AppLink href={href}>{title}</AppLink> : title}
        </h2>
        {meta && <span className="ml-auto shrink-0 text-xs text-muted">{meta}</span>}
      </div>
      <div>{children}</div>
    </div>
  );
}

/** Placeholder cards while lists load (and always in the server render). */
export function ListSkeleton(props: { label: string; blocks?: number; rows?: number }) {
  return <SharedSkeleton label={props.label} blocks={props.blocks ?? 2} rows={props.rows ?? 3} Row={GameRowSkeleton} classes={{ block: 'rounded-xl', head: 'h-10', bar: 'w-40' }} />;
}

/** A country heading over its championships; a jump to it stops under the header and the sticky filters. */
export const CountryGroup = ({ code, name, children }: { code: string | null; name: string; children: ReactNode }) => (
  <SharedCountry code={code} name={name} flag={<CountryFlag code={code} />} className="scroll-mt-28">
    {children}
  </SharedCountry>
);
