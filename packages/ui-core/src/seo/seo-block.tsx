import { AppLink } from '../link.tsx';

/** A run of text: strong, a link, or plain (the SEO block model's, `@bf/headless/screens/seo-block`). */
export interface SeoRunView {
  key: string;
  text: string;
  isStrong: boolean;
  link?: { href: string; isExternal: boolean };
}

export type SeoBlockPartView =
  | { key: string; type: 'heading'; text: string; id?: string }
  | { key: string; type: 'paragraph'; runs: SeoRunView[] }
  | { key: string; type: 'list'; items: { key: string; runs: SeoRunView[] }[] };

export interface SeoBlockView {
  heading: string;
  style: 'plain' | 'columns';
  lead: SeoBlockPartView[];
  more: SeoBlockPartView[];
  isExpanded: boolean;
  toggle?: { label: string; isExpanded: boolean; controls: string; onPress(): void };
  moreId: string;
}

/** What each kit sets: its link classes, and the classes of the `columns` style (a phone has one column). */
export interface SeoBlockKitProps {
  linkClass: string;
  columnsClass: string;
}

function Run({ run, linkClass: LINK }: { run: SeoRunView; linkClass: string }) {
  const text = run.isStrong ? <strong className="font-semibold">{run.text}</strong> : run.text;
  const { link } = run;
  if (!link) return <>{text}</>;
  // Site paths go through the app's router; other sites open in a new tab.
  if (link.href.startsWith('/')) return <AppLink href={link.href} className={LINK}>{text}</AppLink>;
  const newTab = link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={link.href} className={LINK} {...newTab}>{text}</a>;
}

function Part({ part, linkClass }: { part: SeoBlockPartView; linkClass: string }) {
  switch (part.type) {
    case 'heading':
      // The block's own heading is the h2: its sections are h3.
      return <h3 className="pt-3 font-semibold text-fg">{part.text}</h3>;
    case 'paragraph':
      return <p className="mt-2">{part.runs.map((run) => <Run key={run.key} run={run} linkClass={linkClass} />)}</p>;
    case 'list':
      return (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {part.items.map((item) => (
            <li key={item.key}>{item.runs.map((run) => <Run key={run.key} run={run} linkClass={linkClass} />)}</li>
          ))}
        </ul>
      );
  }
}

/** The parts split at each heading: a heading and what follows it up to the next one. */
function sections(parts: readonly SeoBlockPartView[]): SeoBlockPartView[][] {
  const groups: SeoBlockPartView[][] = [];
  for (const part of parts) {
    if (part.type === 'heading' || groups.length === 0) groups.push([part]);
    else groups.at(-1)!.push(part);
  }
  return groups;
}

/**
 * The SEO block at the bottom of a page, above the footer (SEO-003): a heading, the lead text and the rest behind
 * "Show more". The rest is in the page's HTML either way (hidden until opened). The text is React text: no markup
 * from the service. `columns` sets the part behind "Show more" in the kit's columns; nothing else about its look comes from the data.
 */
export function SeoBlock({ model, linkClass, columnsClass }: { model: SeoBlockView } & SeoBlockKitProps) {
  const columns = model.style === 'columns' ? columnsClass : '';
  return (
    <section aria-labelledby="seo-block-heading" className="mt-6 rounded-lg border border-line bg-surface p-4 text-sm leading-6 text-fg" data-seo-block="">
      <h2 id="seo-block-heading" className="text-base font-bold">
        {model.heading}
      </h2>
      {model.lead.map((part) => (
        <Part key={part.key} part={part} linkClass={linkClass} />
      ))}
      <div id={model.moreId} hidden={!model.isExpanded} className={`mt-2 ${columns}`}>
        {/* One group per heading and the text under it, so a column never ends on a heading. */}
        {sections(model.more).map((section) => (
          <div key={section[0]!.key}>
            {section.map((part) => (
              <Part key={part.key} part={part} linkClass={linkClass} />
            ))}
          </div>
        ))}
      </div>
      {model.toggle && (
        <button type="button" className={`mt-2 inline-flex min-h-11 items-center ${linkClass}`} aria-expanded={model.toggle.isExpanded} aria-controls={model.toggle.controls} onClick={model.toggle.onPress}>
          {model.toggle.label}
        </button>
      )}
    </section>
  );
}
