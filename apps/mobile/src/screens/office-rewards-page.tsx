import { useOfficeRewardsScreen, type OfficeRewardsModel } from '@bf/headless/screens/office-rewards';
import { ButtonLink } from '@bf/ui-mobile/components';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** `/{lng}/office/rewards` on the phone: the total large, one full-width row per reward, links stacked. */
export function OfficeRewardsView({ model }: { model: OfficeRewardsModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <p className="py-4 text-sm text-muted">{model.statusText}</p>
      ) : (
        <OfficeStack>
          <OfficePanel title={model.total.label}>
            <p className="text-2xl font-bold tabular-nums">{model.total.value}</p>
          </OfficePanel>
          <OfficePanel title={model.title}>
            {model.rows.length === 0 && <p className="text-sm text-muted">{model.emptyText}</p>}
            <ul className="divide-y divide-line">
              {model.rows.map((row) => (
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
      )}
      <div className="mt-3 flex flex-col gap-2">
        {model.links.map((link) => (
          <ButtonLink key={link.id} href={link.href} variant="secondary">
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </>
  );
}

/** `/{lng}/office/rewards`: what bonuses, promo codes, cashback and friends brought (spec: S1 §2 office routes). */
export function OfficeRewardsScreen() {
  return <OfficeRewardsView model={useOfficeRewardsScreen()} />;
}
