import type { CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';
import { CasinoFilters as Filters, type CasinoFiltersSkin } from '@bf/ui-core/casino/casino-filters';

const skin: CasinoFiltersSkin = {
  row: 'flex flex-wrap items-end gap-3',
  search: 'min-w-64 flex-1',
  provider: 'w-56',
  box: 'h-10 rounded-md border border-line bg-surface px-3 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none',
  keepHintSpace: true,
};

/** The search box and the provider filter of a casino list page, side by side. */
export const CasinoFilters = (props: Pick<CasinoLobbyModel, 'search' | 'provider'>) => <Filters {...props} skin={skin} />;
