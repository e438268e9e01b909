import type { InformationBlockModel, InformationModel, InformationRunModel } from '@bf/headless/screens/information';
import { Button } from '../components/button.tsx';
import { InformationRuns, type InformationRunsSkin } from '@bf/ui-core/content/information-runs';
import { Notice } from '../components/notice.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

const RUNS: InformationRunsSkin = { link: 'font-medium text-accent-text underline underline-offset-2 hover:no-underline', strong: 'font-semibold text-fg', strongTag: 'strong' };
const runs = (list: InformationRunModel[]) => <InformationRuns runs={list} skin={RUNS} />;

function Block({ block }: { block: InformationBlockModel }) {
  if (block.type === 'heading') {
    return (
      <h2 id={block.id} className="mt-6 scroll-mt-20 text-base font-bold text-fg first:mt-0">
        {block.text}
      </h2>
    );
  }
  if (block.type === 'paragraph') return <p className="mt-2">{runs(block.runs)}</p>;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-muted">
      {block.items.map((item) => (
        <li key={item.key}>{runs(item.runs)}</li>
      ))}
    </ul>
  );
}

/** An information page on desktop: the text in a readable measure, "on this page" beside it. */
export function InformationArticle({ model }: { model: InformationModel }) {
  if (model.status === 'error' || model.status === 'missing') {
    return (
      <Notice tone="error" pageHeading={model.title} title={model.errorText} action={model.status === 'error' ? <Button onClick={model.retry.onPress}>{model.retry.label}</Button> : undefined} />
    );
  }
  return (
    <>
      <PageHeading title={model.title}>{model.fallbackNote}</PageHeading>
      <div className="flex items-start gap-4 rounded-lg border border-line bg-surface p-5">
        {model.status === 'loading' ? (
          <div role="status" aria-label={model.loadingLabel} className="w-full max-w-[68ch] animate-pulse space-y-3">
            {[92, 100, 84, 96, 60].map((width) => (
              <div key={width} className="h-3 rounded bg-line" style={{ width: `${width}%` }} />
            ))}
          </div>
        ) : (
          <article className="min-w-0 max-w-[68ch] flex-1 text-sm leading-6 text-fg">
            {model.blocks.map((block) => (
              <Block key={block.key} block={block} />
            ))}
          </article>
        )}
        {model.contents.items.length > 1 && (
          <nav aria-label={model.contents.label} className="sticky top-20 ml-auto w-48 shrink-0 border-l border-line pl-4 text-sm">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{model.contents.label}</p>
            <ul className="space-y-1.5">
              {model.contents.items.map((item) => (
                <li key={item.id}>
                  <a href={item.href} className="text-muted hover:text-fg">
                    {item.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
