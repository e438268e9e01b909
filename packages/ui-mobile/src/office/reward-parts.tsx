import type { ReactNode } from 'react';
import type { OfficeBringFriendModel } from '@bf/headless/screens/office-bring-friend';
import type { OfficeBonusesModel } from '@bf/headless/screens/office-bonuses';
import type { OfficeCashbackModel } from '@bf/headless/screens/office-cashback';
import type { OfficeRewardsModel } from '@bf/headless/screens/office-rewards';
import { FormMessage } from '../auth/form-message.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { OfficeFacts, OfficePanel, OfficeStack } from './office-panel.tsx';
import { StepProgress } from './step-progress.tsx';

/** A page's loading or failure line, padded where its sections will be. */
export const SectionStatus = ({ children }: { children: ReactNode }) => <p className="py-4 text-sm text-muted">{children}</p>;

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

/** An office page's section links (bonuses: deposit and wager) as two full-width buttons side by side, the current one filled. */
export function OfficeTabs({ label, tabs }: { label: string; tabs: OfficeBonusesModel['tabs'] }) {
  return (
    <nav aria-label={label} className="mb-2 grid grid-cols-2 gap-2">
      {tabs.map((tab) => (
        <ButtonLink key={tab.id} href={tab.href} variant={tab.isCurrent ? 'primary' : 'secondary'} aria-current={tab.isCurrent ? 'page' : undefined}>
          {tab.label}
        </ButtonLink>
      ))}
    </nav>
  );
}

/** A page's one section (bonuses, rewards) on the phone: no card of its own, its rows are cards (the page names it). */
export const WidePanel = ({ children }: { title: string; children: ReactNode }) => children;

/** One card per deposit offer (terms, value, a full-width opt-in) or per bonus being wagered (status, progress, cancel). */
export function BonusList({ model: { section, offers, wagers } }: { model: OfficeBonusesModel }) {
  return (
    <OfficeStack>
      {section === 'deposit' &&
        offers.map((offer) => (
          <OfficePanel key={offer.id} title={offer.title}>
            <ul className="list-disc pl-5 text-sm text-muted">
              {offer.terms.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="text-base font-semibold">{offer.value}</p>
            <Button className="w-full" disabled={offer.optIn.isDisabled} aria-busy={offer.optIn.isBusy} onClick={offer.optIn.onPress}>
              {offer.optIn.label}
            </Button>
          </OfficePanel>
        ))}
      {section === 'wager' &&
        wagers.map((wager) => (
          <OfficePanel key={wager.id} title={wager.title}>
            <p className="text-sm text-muted">{wager.status}</p>
            <StepProgress {...wager.progress} />
            {wager.cancel && (
              <Button variant="secondary" className="w-full" disabled={wager.cancel.isDisabled} aria-busy={wager.cancel.isBusy} onClick={wager.cancel.onPress}>
                {wager.cancel.label}
              </Button>
            )}
          </OfficePanel>
        ))}
    </OfficeStack>
  );
}

/** The rewards total large in its own card, then one full-width row per reward: kind over date, the amount on the right. */
export function RewardsList({ model: { total, title, rows, emptyText } }: { model: OfficeRewardsModel }) {
  return (
    <OfficeStack>
      <OfficePanel title={total.label}>
        <p className="text-2xl font-bold tabular-nums">{total.value}</p>
      </OfficePanel>
      <OfficePanel title={title}>
        {rows.length === 0 && <p className="text-sm text-muted">{emptyText}</p>}
        <ul className="divide-y divide-line">
          {rows.map((row) => (
            <li key={row.id} className="flex min-h-14 items-center justify-between gap-3 py-2">
              <div>
                <p className="font-semibold">{row.kind}</p>
                <p className="text-xs text-muted">{row.date}</p>
              </div>
              <span className="font-semibold text-up tabular-nums">{row.amount}</span>
            </li>
          ))}
        </ul>
      </OfficePanel>
    </OfficeStack>
  );
}

/** Where more rewards come from, full-width buttons stacked under the rewards. */
export function RewardLinks({ links }: { links: OfficeRewardsModel['links'] }) {
  return (
    <div className="mt-3 flex flex-col gap-2">
      {links.map((link) => (
        <ButtonLink key={link.id} href={link.href} variant="secondary">
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}
