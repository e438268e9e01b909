import type { ReactNode } from 'react';
import type { OfficeBringFriendModel } from '@bf/headless/screens/office-bring-friend';
import type { OfficeCashbackModel } from '@bf/headless/screens/office-cashback';
import { FormMessage } from '../auth/form-message.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { OfficeFacts } from './office-panel.tsx';

/** A page's loading or failure line, padded where its sections will be. */
export const OfficeStatus = ({ children }: { children: ReactNode }) => <p className="py-4 text-sm text-muted">{children}</p>;

/** A panel's muted line (an empty list). */
export const PanelNote = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

/** The referral code large and selectable first, then the intro and a full-width button to where a friend enters it. */
export function ReferralCode({ model: { code, intro, link } }: { model: OfficeBringFriendModel }) {
  return (
    <>
      <output aria-label={code.label} className="rounded-md border border-dashed border-accent bg-accent-soft px-4 py-4 text-center font-mono text-2xl font-bold select-all">
        {code.value}
      </output>
      <p className="text-sm">{intro}</p>
      <ButtonLink href={link.href} variant="secondary">
        {link.label}
      </ButtonLink>
    </>
  );
}

/** Invited friends, one full-width row each: login over the date, the deposit on the right (green once made). */
export function FriendList({ friends }: { friends: OfficeBringFriendModel['friends'] }) {
  return (
    <ul className="divide-y divide-line">
      {friends.map((friend) => (
        <li key={friend.id} className="flex min-h-14 items-center justify-between gap-3 py-2">
          <div>
            <p className="font-semibold">{friend.login}</p>
            <p className="text-xs text-muted">{friend.joined}</p>
          </div>
          <span className={friend.hasDeposit ? 'text-sm font-semibold text-up' : 'text-sm text-muted'}>{friend.deposit}</span>
        </li>
      ))}
    </ul>
  );
}

/** What a claim pays now, large, the full-width claim and its answer first; the level's facts under them. */
export function CashbackClaim({ model: { amount, claim, message, facts } }: { model: OfficeCashbackModel }) {
  return (
    <>
      <p className="text-xl font-bold tabular-nums">{amount}</p>
      <Button className="w-full" disabled={claim.isDisabled} aria-busy={claim.isBusy} onClick={claim.onPress}>
        {claim.label}
      </Button>
      <FormMessage message={message?.text} tone={message?.tone === 'error' ? 'error' : 'success'} />
      <OfficeFacts rows={facts} />
    </>
  );
}

/** The cashback levels as full-width rows: level and threshold, the percent on the right; the player's own level marked. */
export function CashbackLevels({ levels }: { levels: OfficeCashbackModel['levels'] }) {
  return <OfficeFacts rows={levels.map((level) => ({ id: String(level.id), label: `${level.label} · ${level.threshold}`, value: level.percent, ...(level.isCurrent ? { isOn: true } : {}) }))} />;
}
