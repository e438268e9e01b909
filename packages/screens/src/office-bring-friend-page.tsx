import { useOfficeBringFriendScreen, type OfficeBringFriendModel } from '@bf/headless/screens/office-bring-friend';
import { PageHeading } from '@kit/layout';
import { FriendList, OfficePanel, OfficeSections, SectionStatus, PanelNote, ReferralCode } from '@kit/office';

/** `/{lng}/office/bringfriend` over its model: the code beside (on the phone, over) the invited friends. */
export function OfficeBringFriendView({ model }: { model: OfficeBringFriendModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <SectionStatus>{model.statusText}</SectionStatus>
      ) : (
        <OfficeSections>
          <OfficePanel title={model.code.label}>
            <ReferralCode model={model} />
          </OfficePanel>
          <OfficePanel title={model.friendsTitle}>
            {model.friends.length === 0 && <PanelNote>{model.emptyText}</PanelNote>}
            <FriendList friends={model.friends} />
          </OfficePanel>
        </OfficeSections>
      )}
    </>
  );
}

/** `/{lng}/office/bringfriend`: the referral code and invited friends (spec: S1 §2 office routes; S2 §2 bring_friend). */
export function OfficeBringFriendScreen() {
  return <OfficeBringFriendView model={useOfficeBringFriendScreen()} />;
}
