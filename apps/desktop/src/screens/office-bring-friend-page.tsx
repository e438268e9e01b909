import { useOfficeBringFriendScreen, type OfficeBringFriendModel } from '@bf/headless/screens/office-bring-friend';
import { AppLink } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeFacts, OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';

/** `/{lng}/office/bringfriend` over its model: the code beside the friends table. */
export function OfficeBringFriendView({ model }: { model: OfficeBringFriendModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <p className="text-sm text-muted">{model.statusText}</p>
      ) : (
        <OfficeGrid>
          <OfficePanel title={model.code.label}>
            <p className="text-sm">{model.intro}</p>
            <output aria-label={model.code.label} className="rounded-md border border-dashed border-accent bg-accent-soft px-4 py-3 text-center font-mono text-xl font-bold select-all">
              {model.code.value}
            </output>
            <AppLink href={model.link.href} className="text-sm font-semibold text-accent-text underline">
              {model.link.label}
            </AppLink>
          </OfficePanel>
          <OfficePanel title={model.friendsTitle}>
            {model.friends.length === 0 ? (
              <p className="text-sm text-muted">{model.emptyText}</p>
            ) : (
              <OfficeFacts rows={model.friends.map((friend) => ({ id: friend.id, label: `${friend.login} · ${friend.joined}`, value: friend.deposit, isOn: friend.hasDeposit }))} />
            )}
          </OfficePanel>
        </OfficeGrid>
      )}
    </>
  );
}

/** `/{lng}/office/bringfriend`: the referral code and invited friends (spec: S1 §2 office routes; S2 §2 bring_friend). */
export function OfficeBringFriendScreen() {
  return <OfficeBringFriendView model={useOfficeBringFriendScreen()} />;
}
