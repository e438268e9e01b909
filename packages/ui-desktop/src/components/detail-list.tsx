// Drawn alike on both platforms (packages/ui-core); two aligned columns here.
import { DetailListView } from '@bf/ui-core/components/detail-list';

const SKIN = { list: 'grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg border border-line bg-surface p-4 text-sm', row: 'contents' };

/** Label and value pairs in two aligned columns (the debug page). */
export const DetailList = ({ rows }: { rows: { id: string; label: string; value: string }[] }) => <DetailListView rows={rows} skin={SKIN} />;
