// Drawn alike on both platforms (packages/ui-core); the phone's full width.
import type { ReactNode } from 'react';
import { MinimalFrameView } from '@bf/ui-core/layout/minimal-frame';

const SKIN = {
  frame: 'min-h-screen bg-bg px-4 py-8 font-sans text-fg',
  brand: 'mb-6 flex items-center justify-center gap-2 text-lg font-extrabold',
  mark: 'flex size-7 items-center justify-center rounded-md bg-accent text-accent-fg',
};

/** Empty, maintenance and blocked layouts on a phone. */
export const MinimalFrame = (props: { brand: string; children: ReactNode }) => <MinimalFrameView {...props} skin={SKIN} />;
