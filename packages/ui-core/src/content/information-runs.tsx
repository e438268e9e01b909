import type { InformationRunModel } from '@bf/headless/screens/information';
import { AppLink } from '../link.tsx';

/** A kit's look for an information text's runs: its link classes, and the element and classes of stressed text. */
export interface InformationRunsSkin {
  link: string;
  strong: string;
  strongTag: 'strong' | 'b';
}

function Run({ run, skin }: { run: InformationRunModel; skin: InformationRunsSkin }) {
  const Strong = skin.strongTag;
  const text = run.isStrong ? <Strong className={skin.strong}>{run.text}</Strong> : run.text;
  const { link } = run;
  if (!link) return <>{text}</>;
  // Site paths go through the app's router; other sites open in a new tab; mail and phone links are plain links.
  if (link.href.startsWith('/')) {
    return (
      <AppLink href={link.href} className={skin.link}>
        {text}
      </AppLink>
    );
  }
  return (
    <a href={link.href} className={skin.link} {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text}
    </a>
  );
}

/** The runs of a paragraph or list item of an information page. */
export const InformationRuns = ({ runs, skin }: { runs: InformationRunModel[]; skin: InformationRunsSkin }) => runs.map((run) => <Run key={run.key} run={run} skin={skin} />);
