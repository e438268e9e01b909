import type { ReactNode } from 'react';
import type { OfficeBringFriendModel } from '@bf/headless/screens/office-bring-friend';
import type { OfficeBonusesModel } from '@bf/headless/screens/office-bonuses';
import type { OfficeCashbackModel } from '@bf/headless/screens/office-cashback';
import type { OfficeRewardsModel } from '@bf/headless/screens/office-rewards';
import { FormMessage } from '../auth/form-message.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';
import { OfficeFacts, OfficePanel } from './office-panel.tsx';
import { StepProgress } from './step-progress.tsx';

/** A page's loading or failure line where its sections will be, and a panel's muted line (an empty list). */
export const SectionStatus = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;
export { SectionStatus as PanelNote };

/** The referral code: the intro, the code large and selectable, then the link to where a friend enters it. */
export function ReferralCode({ model }: { model: OfficeBringFriendModel }) {
  return (
    <>
      <p className="text-sm">{model.intro}</p>
      <output aria-label={model.code.label} className="rounded-md border border-dashed border-accent bg-accent-soft px-4 py-3 text-center font-mono text-xl font-bold select-all">
        {model.code.value}
      </output>
      <AppLink href={model.link.href} className="text-sm font-semibold text-accent-text underline">
        {model.link.label}
      </AppLink>
    </>
  );
}

/** Invited friends as dense facts (login and date, the deposit marked once made); nothing while there are none. */
export function FriendList({ friends }: { friends: OfficeBringFriendModel['friends'] }) {
  if (friends.length === 0) return null;
  return <OfficeFacts rows={friends.map((friend) => ({ id: friend.id, label: `${friend.login} · ${friend.joined}`, value: friend.deposit, isOn: friend.hasDeposit }))} />;
}

/** The cashback level's facts, what a claim pays now and the claim, its answer under it. */
export function CashbackClaim({ model }: { model: OfficeCashbackModel }) {
  return (
    <>
      <OfficeFacts rows={model.facts} />
      <p className="text-lg font-bold tabular-nums">{model.amount}</p>
      <Button className="self-start" disabled={model.claim.isDisabled} aria-busy={model.claim.isBusy} onClick={model.claim.onPress}>
        {model.claim.label}
      </Button>
      <FormMessage message={model.message?.text} tone={model.message?.tone === 'error' ? 'error' : 'success'} />
    </>
  );
}

/** The cashback levels as a dense table: level, threshold, percent; the player's own level marked. */
export function CashbackLevels({ levels }: { levels: OfficeCashbackModel['levels'] }) {
  return (
    <table className="w-full text-sm">
      <tbody className="divide-y divide-line">
        {levels.map((level) => (
          <tr key={level.id} aria-current={level.isCurrent ? 'true' : undefined} className={cn(level.isCurrent && 'font-bold text-accent-text')}>
            <th scope="row" className="py-1.5 text-left">
              {level.label}
            </th>
            <td className="py-1.5">{level.threshold}</td>
            <td className="py-1.5 text-right tabular-nums">{level.percent}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An office page's section links (bonuses: deposit and wager) as small buttons in a row, the current one filled. */
export function OfficeTabs({ label, tabs }: { label: string; tabs: OfficeBonusesModel['tabs'] }) {
  return (
    <nav aria-label={label} className="mb-3 flex gap-2">
      {tabs.map((tab) => (
        <ButtonLink key={tab.id} href={tab.href} size="sm" variant={tab.isCurrent ? 'primary' : 'secondary'} aria-current={tab.isCurrent ? 'page' : undefined}>
          {tab.label}
        </ButtonLink>
      ))}
    </nav>
  );
}

/** A page's one section (bonuses, rewards) as a full-width card with its title. */
export const WidePanel = ({ title, children }: { title: string; children: ReactNode }) => (
  <OfficePanel title={title} isWide>
    {children}
  </OfficePanel>
);

/** Deposit offers as a dense table (title, terms, value, opt in), or the bonuses being wagered as rows with their progress. */
export function BonusList({ model }: { model: OfficeBonusesModel }) {
  return (
    <>
      {model.section === 'deposit' && model.offers.length > 0 && (
        <table className="w-full text-sm">
          <tbody className="divide-y divide-line">
            {model.offers.map((offer) => (
              <tr key={offer.id}>
                <th scope="row" className="py-2 pr-3 text-left align-top font-semibold">
                  {offer.title}
                </th>
                <td className="py-2 pr-3 align-top text-muted">
                  {offer.terms.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </td>
                <td className="py-2 pr-3 align-top font-semibold">{offer.value}</td>
                <td className="py-2 text-right align-top">
                  <Button size="sm" disabled={offer.optIn.isDisabled} aria-busy={offer.optIn.isBusy} onClick={offer.optIn.onPress}>
                    {offer.optIn.label}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {model.section === 'wager' &&
        model.wagers.map((wager) => (
          <div key={wager.id} className="grid grid-cols-[1fr_16rem_auto] items-center gap-4 border-t border-line pt-3">
            <div>
              <p className="font-semibold">{wager.title}</p>
              <p className="text-xs text-muted">{wager.status}</p>
            </div>
            <StepProgress {...wager.progress} />
            {wager.cancel ? (
              <Button size="sm" variant="secondary" disabled={wager.cancel.isDisabled} aria-busy={wager.cancel.isBusy} onClick={wager.cancel.onPress}>
                {wager.cancel.label}
              </Button>
            ) : (
              <span />
            )}
          </div>
        ))}
    </>
  );
}

/** The rewards total as a fact, then the rewards as a dense table (date, kind, amount), or that there are none. */
export function RewardsList({ model }: { model: OfficeRewardsModel }) {
  return (
    <>
      <OfficeFacts rows={[{ id: 'total', ...model.total }]} />
      {model.rows.length === 0 ? (
        <p className="text-sm text-muted">{model.emptyText}</p>
      ) : (
        <table className="w-full text-sm">
          <tbody className="divide-y divide-line">
            {model.rows.map((row) => (
              <tr key={row.id}>
                <td className="py-1.5 text-muted tabular-nums">{row.date}</td>
                <th scope="row" className="py-1.5 text-left font-semibold">
                  {row.kind}
                </th>
                <td className="py-1.5 text-right font-semibold text-up tabular-nums">{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** Where more rewards come from, small buttons in a row. */
export function RewardLinks({ links }: { links: OfficeRewardsModel['links'] }) {
  return (
    <div className="flex gap-2">
      {links.map((link) => (
        <ButtonLink key={link.id} href={link.href} size="sm" variant="secondary">
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}
