import { useId } from 'react';
import type { TeamCrest } from '@bf/headless/screens/sports-section';

export { ServeDot } from '@bf/ui-core/sports/marks';

// Flags are flag-icons' 4:3 SVG files, plain files of the site at <base>flags/4x3/<code>.svg (the build copies them;
// see flagIcons in the shared Vite preset), fetched only when a flag shows; the JS holds no map of them.
const flagUrl = (code: string) => (/^[a-z]{2}(-[a-z]{3})?$/i.test(code) ? `${import.meta.env.BASE_URL}flags/4x3/${code.toLowerCase()}.svg` : undefined);

/** A championship's country as its 4:3 flag; a globe when international or unknown. Decorative: the name is beside it. */
export function CountryFlag({ code }: { code: string | null }) {
  const src = code ? flagUrl(code) : undefined;
  if (!src) {
    return (
      <svg aria-hidden="true" viewBox="0 0 16 12" className="h-3 w-4 shrink-0 text-muted" fill="none" stroke="currentColor" strokeWidth="1.2">
        <circle cx="8" cy="6" r="5.2" />
        <path d="M2.8 6h10.4M8 .8c1.5 1.4 2.2 3.2 2.2 5.2S9.5 9.8 8 11.2C6.5 9.8 5.8 8 5.8 6S6.5 2.2 8 .8Z" />
      </svg>
    );
  }
  return <img src={src} alt="" width={16} height={12} loading="lazy" decoding="async" className="h-3 w-4 shrink-0 rounded-[2px] object-cover ring-1 ring-line" />;
}

const SHIELD: Record<TeamCrest['shape'], string> = {
  shield: 'M2 2h16v8.5c0 4.4-3.6 7.2-8 9.5-4.4-2.3-8-5.1-8-9.5Z',
  circle: 'M10 1a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z',
  hexagon: 'M10 1l8 4.5v9L10 19l-8-4.5v-9Z',
  square: 'M3 2h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Z',
};

/** A team's crest, 20 px, drawn from its model (shape, colours, initials); decorative beside the team's name. */
export function Crest({ crest }: { crest: TeamCrest }) {
  const clip = `crest${useId().replaceAll(':', '')}`;
  const [field, band] = crest.colors;
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
      <clipPath id={clip}>
        <path d={SHIELD[crest.shape]} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect width="20" height="20" fill={field} />
        {crest.pattern === 'band' && <rect y="7" width="20" height="6" fill={band} />}
        {crest.pattern === 'half' && <rect x="10" width="10" height="20" fill={band} />}
        {crest.pattern === 'stripes' && <path d="M4 0h3v20H4zM10.5 0h3v20h-3z" fill={band} />}
      </g>
      <path d={SHIELD[crest.shape]} fill="none" stroke="rgb(0 0 0 / .25)" strokeWidth=".8" />
      <text x="10" y="13.4" textAnchor="middle" fontSize="7.5" fontWeight="800" fill={crest.ink} stroke={field} strokeWidth="1.6" paintOrder="stroke" fontFamily="system-ui, sans-serif">
        {crest.initials}
      </text>
    </svg>
  );
}
