import { useId } from 'react';
import type { TeamCrest } from '@bf/headless/screens/sports-section';

export { ServeDot } from '@bf/ui-core/sports/marks';

// Round 1:1 flags from flag-icons, plain files of the site at <base>flags/1x1/<code>.svg (the build copies them;
// see flagIcons in the shared Vite preset): the phone fetches one only when it shows, and the JS holds no map of them.
const flagUrl = (code: string) => (/^[a-z]{2}(-[a-z]{3})?$/i.test(code) ? `${import.meta.env.BASE_URL}flags/1x1/${code.toLowerCase()}.svg` : undefined);

/** A championship's country as a round flag badge; a globe dot when international. Decorative: its name is beside it. */
export function CountryFlag({ code }: { code: string | null }) {
  const src = code ? flagUrl(code) : undefined;
  return src ? (
    <img src={src} alt="" width={18} height={18} loading="lazy" decoding="async" className="size-[18px] shrink-0 rounded-full object-cover ring-1 ring-line" />
  ) : (
    <span aria-hidden="true" className="grid size-[18px] shrink-0 place-items-center rounded-full bg-surface-3 text-[11px] text-muted">
      ◍
    </span>
  );
}

/** A team's round badge for touch lists and the phone scoreboard: its colours, its pattern and its initials. */
export function Crest({ crest, size = 22 }: { crest: TeamCrest; size?: number }) {
  const ring = `badge${useId().replaceAll(':', '')}`;
  const [base, accent] = crest.colors;
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className="shrink-0">
      <defs>
        <clipPath id={ring}>
          <circle cx="12" cy="12" r="11" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${ring})`}>
        <rect width="24" height="24" fill={base} />
        {crest.pattern !== 'plain' && <rect x={crest.pattern === 'half' ? 12 : 0} y={crest.pattern === 'band' ? 15 : 0} width={crest.pattern === 'half' ? 12 : 24} height={crest.pattern === 'band' ? 9 : crest.pattern === 'half' ? 24 : 4} fill={accent} />}
      </g>
      <circle cx="12" cy="12" r="11" fill="none" stroke={accent} strokeWidth="1.5" />
      <text x="12" y="15.6" textAnchor="middle" fontSize="9" fontWeight="800" letterSpacing="-.3" fill={crest.ink} stroke={base} strokeWidth="1.4" paintOrder="stroke" fontFamily="system-ui, sans-serif">
        {crest.initials}
      </text>
    </svg>
  );
}
