import type { CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';
import { CasinoFilters as Filters, type CasinoFiltersSkin } from '@bf/ui-core/casino/casino-filters';

const skin: CasinoFiltersSkin = {
  row: 'flex flex-col gap-2',
  search: '',
  provider: '',
  box: 'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none',
  keepHintSpace: false,
};

/** The search box and the provider filter, stacked full width (16 px text: no zoom on focus). */
export const CasinoFilters = (props: Pick<CasinoLobbyModel, 'search' | 'provider'>) => <Filters {...props} skin={skin} />;
