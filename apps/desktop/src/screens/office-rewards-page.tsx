import { useOfficeRewardsScreen, type OfficeRewardsModel } from '@bf/headless/screens/office-rewards';
import { ButtonLink } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeFacts, OfficePanel } from '@bf/ui-desktop/office';

/** `/{lng}/office/rewards` over its model: the total, then a dense table of rewards. */
export function OfficeRewardsView({ model }: { model: OfficeRewardsModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <OfficePanel title={model.title} isWide>
        {model.status !== 'ready' ? (
          <p className="text-sm text-muted">{model.statusText}</p>
        ) : (
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
        )}
        <div className="flex gap-2">
          {model.links.map((link) => (
            <ButtonLink key={link.id} href={link.href} size="sm" variant="secondary">
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </OfficePanel>
    </>
  );
}

/** `/{lng}/office/rewards`: what bonuses, promo codes, cashback and friends brought (spec: S1 §2 office routes). */
export function OfficeRewardsScreen() {
  return <OfficeRewardsView model={useOfficeRewardsScreen()} />;
}
