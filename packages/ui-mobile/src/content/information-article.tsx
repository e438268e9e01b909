import type { InformationBlockModel, InformationModel } from '@bf/headless/screens/information';
import { Button } from '../components/button.tsx';
import { InformationRuns, type InformationRunsSkin } from '@bf/ui-core/content/information-runs';
import { Notice } from '../components/notice.tsx';

/** Runs: site paths through the app's router, other sites in a new tab, mail and phone as they are. */
const RUNS: InformationRunsSkin = { link: 'font-semibold text-accent-text underline decoration-1 underline-offset-4', strong: 'font-semibold', strongTag: 'b' };

function Part({ part }: { part: InformationBlockModel }) {
  switch (part.type) {
    case 'heading':
      return <h2 id={part.id} className="scroll-mt-16 pt-5 text-[17px] font-bold first:pt-0">{part.text}</h2>;
    case 'paragraph':
      return <p className="pt-2"><InformationRuns runs={part.runs} skin={RUNS} /></p>;
    case 'list':
      // Full-width rows: links in them are easy to tap.
      return (
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
          {part.items.map((item) => (
            <li key={item.key} className="flex min-h-11 items-center px-3 py-2">
              <span><InformationRuns runs={item.runs} skin={RUNS} /></span>
            </li>
          ))}
        </ul>
      );
  }
}

/** An information page on the phone: the title, a row of section chips, and the text at full width. */
export function InformationArticle({ model }: { model: InformationModel }) {
  if (model.status === 'missing' || model.status === 'error') {
    const retry = model.status === 'error' ? <Button onClick={model.retry.onPress}>{model.retry.label}</Button> : undefined;
    return <Notice tone="error" pageHeading={model.title} title={model.errorText} action={retry} />;
  }
  return (
    <div className="-mx-1">
      <h1 className="px-1 text-xl font-bold">{model.title}</h1>
      {model.fallbackNote && <p className="mt-2 rounded-lg bg-accent-soft px-3 py-2 text-sm">{model.fallbackNote}</p>}
      {model.contents.items.length > 1 && (
        <nav aria-label={model.contents.label} className="-mx-3 mt-3 overflow-x-auto px-3">
          <ul className="flex gap-2 whitespace-nowrap">
            {model.contents.items.map((item) => (
              <li key={item.id}>
                <a href={item.href} className="flex h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium">{item.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {model.status === 'loading' ? (
        <div role="status" aria-label={model.loadingLabel} className="mt-4 animate-pulse space-y-3 px-1">
          {['w-11/12', 'w-full', 'w-4/5', 'w-2/3'].map((width) => <div key={width} className={`h-4 rounded bg-line ${width}`} />)}
        </div>
      ) : (
        <article className="mt-4 px-1 text-[15px] leading-6">
          {model.blocks.map((part) => <Part key={part.key} part={part} />)}
        </article>
      )}
    </div>
  );
}
