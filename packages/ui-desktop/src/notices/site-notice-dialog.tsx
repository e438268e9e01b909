import type { SiteNoticeModel } from '@bf/headless/screens/shell-notices';
import { AuthDialog } from '../auth/auth-dialog.tsx';
import { Button } from '../components/button.tsx';

/** A site notice (age confirmation, new site, privacy update, payment bills out of service) as a modal; without `close` it must be answered. */
export function SiteNoticeDialog({ notice }: { notice: SiteNoticeModel }) {
  return (
    <AuthDialog isOpen title={notice.title} onClose={notice.close?.onPress} closeLabel={notice.close?.label ?? ''} description={notice.text}>
      <div data-notice={notice.kind} className="flex justify-end">
        <Button onClick={notice.confirm.onPress}>{notice.confirm.label}</Button>
      </div>
    </AuthDialog>
  );
}
