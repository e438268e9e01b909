// Drawn alike on both platforms (packages/ui-core); one row per pair on the phone.
import { DetailListView } from '@bf/ui-core/components/detail-list';

const SKIN = { list: 'divide-y divide-line rounded-xl border border-line bg-surface text-sm', row: 'flex items-center justify-between gap-4 px-4 py-3', value: 'font-medium' };

/** Label and value pairs, one row each across the phone's width (the debug page). */
export const DetailList = ({ rows }: { rows: { id: string; label: string; value: string }[] }) => <DetailListView rows={rows} skin={SKIN} />;
