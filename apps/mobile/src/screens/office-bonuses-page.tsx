import { useOfficeBonusesScreen, type OfficeBonusesModel } from '@bf/headless/screens/office-bonuses';
import { Button, ButtonLink } from '@bf/ui-mobile/components';
import { FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficePanel, OfficeStack, StepProgress } from '@bf/ui-mobile/office';

/** `/{lng}/office/bonuses/deposit|wager` on the phone: two full-width tabs, then one card per offer or bonus. */
export function OfficeBonusesView({ model }: { model: OfficeBonusesModel }) {
  const isEmpty = model.status === 'ready' && (model.section === 'deposit' ? model.offers : model.wagers).length === 0;
  return (
    <>
      <PageHeading title={model.title} />
      <nav aria-label={model.title} className="mb-2 grid grid-cols-2 gap-2">
        {model.tabs.map((tab) => (
          <ButtonLink key={tab.id} href={tab.href} variant={tab.isCurrent ? 'primary' : 'secondary'} aria-current={tab.isCurrent ? 'page' : undefined}>
            {tab.label}
          </ButtonLink>
        ))}
      </nav>
      <FormMessage message={model.message?.text} tone={model.message?.tone === 'error' ? 'error' : 'success'} />
      {model.status !== 'ready' && <p className="py-4 text-sm text-muted">{model.statusText}</p>}
      {isEmpty && <p className="py-4 text-sm text-muted">{model.emptyText}</p>}
      <OfficeStack>
        {model.section === 'deposit' &&
          model.offers.map((offer) => (
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
        {model.section === 'wager' &&
          model.wagers.map((wager) => (
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
    </>
  );
}

/** `/{lng}/office/bonuses/deposit` and `/wager`: deposit bonuses and their wagering (spec: S1 §2 office routes). */
export function OfficeBonusesScreen() {
  return <OfficeBonusesView model={useOfficeBonusesScreen()} />;
}
