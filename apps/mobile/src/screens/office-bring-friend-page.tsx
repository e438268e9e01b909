import { useOfficeBringFriendScreen, type OfficeBringFriendModel } from '@bf/headless/screens/office-bring-friend';
import { ButtonLink } from '@bf/ui-mobile/components';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** `/{lng}/office/bringfriend` on the phone: the code large and selectable, then one full-width row per friend. */
export function OfficeBringFriendView({ model }: { model: OfficeBringFriendModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <p className="py-4 text-sm text-muted">{model.statusText}</p>
      ) : (
        <OfficeStack>
          <OfficePanel title={model.code.label}>
            <output aria-label={model.code.label} className="rounded-md border border-dashed border-accent bg-accent-soft px-4 py-4 text-center font-mono text-2xl font-bold select-all">
              {model.code.value}
            </output>
            <p className="text-sm">{model.intro}</p>
            <ButtonLink href={model.link.href} variant="secondary">
              {model.link.label}
            </ButtonLink>
          </OfficePanel>
          <OfficePanel title={model.friendsTitle}>
            {model.friends.length === 0 && <p className="text-sm text-muted">{model.emptyText}</p>}
            <ul className="divide-y divide-line">
              {model.friends.map((friend) => (
                <li key={friend.id} className="flex min-h-14 items-center justify-between gap-3 py-2">
                  <div>
                    <p className="font-semibold">{friend.login}</p>
                    <p className="text-xs text-muted">{friend.joined}</p>
                  </div>
                  <span className={friend.hasDeposit ? 'text-sm font-semibold text-up' : 'text-sm text-muted'}>{friend.deposit}</span>
                </li>
              ))}
            </ul>
          </OfficePanel>
        </OfficeStack>
      )}
    </>
  );
}

/** `/{lng}/office/bringfriend`: the referral code and invited friends (spec: S1 §2 office routes; S2 §2 bring_friend). */
export function OfficeBringFriendScreen() {
  return <OfficeBringFriendView model={useOfficeBringFriendScreen()} />;
}
