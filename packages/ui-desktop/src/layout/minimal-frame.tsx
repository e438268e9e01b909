// Drawn alike on both platforms (packages/ui-core); the desktop's one centred column.
import type { ReactNode } from 'react';
import { MinimalFrameView } from '@bf/ui-core/layout/minimal-frame';

const SKIN = {
  frame: 'flex min-h-screen flex-col items-center bg-bg px-4 py-10 font-sans text-fg',
  brand: 'mb-8 flex items-center gap-2 text-xl font-extrabold',
  mark: 'flex size-8 items-center justify-center rounded-md bg-accent text-accent-fg',
  main: 'w-full max-w-xl',
};

/** The empty and maintenance layouts: the brand and one centred block, nothing to navigate to. */
export const MinimalFrame = (props: { brand: string; children: ReactNode }) => <MinimalFrameView {...props} skin={SKIN} />;
