import { useOfficeBonusesScreen, type OfficeBonusesModel } from '@bf/headless/screens/office-bonuses';
import { Button, ButtonLink } from '@bf/ui-desktop/components';
import { FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficePanel, StepProgress } from '@bf/ui-desktop/office';

/** `/{lng}/office/bonuses/deposit|wager` over its model: section tabs, then the offers table or the wagering rows. */
export function OfficeBonusesView({ model }: { model: OfficeBonusesModel }) {
  const rows = model.section === 'deposit' ? model.offers.length : model.wagers.length;
  return (
    <>
      <PageHeading title={model.title} />
      <nav aria-label={model.title} className="mb-3 flex gap-2">
        {model.tabs.map((tab) => (
          <ButtonLink key={tab.id} href={tab.href} size="sm" variant={tab.isCurrent ? 'primary' : 'secondary'} aria-current={tab.isCurrent ? 'page' : undefined}>
            {tab.label}
          </ButtonLink>
        ))}
      </nav>
      <OfficePanel title={model.tabs.find((tab) => tab.isCurrent)?.label ?? model.title} isWide>
        <FormMessage message={model.message?.text} tone={model.message?.tone === 'error' ? 'error' : 'success'} />
        {model.status !== 'ready' && <p className="text-sm text-muted">{model.statusText}</p>}
        {model.status === 'ready' && rows === 0 && <p className="text-sm text-muted">{model.emptyText}</p>}
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
      </OfficePanel>
    </>
  );
}

/** `/{lng}/office/bonuses/deposit` and `/wager`: deposit bonuses and their wagering (spec: S1 §2 office routes). */
export function OfficeBonusesScreen() {
  return <OfficeBonusesView model={useOfficeBonusesScreen()} />;
}
