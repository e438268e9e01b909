import { useOfficePaymentRequestsScreen, type OfficePaymentRequestsModel, type PaymentRequestStep } from '@bf/headless/screens/office-payment-requests';
import { AppLink, Button, ButtonLink } from '@bf/ui-desktop/components';
import { FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { CareSelectField, CareTable, CareTextAreaField, OfficeFacts, OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';

/** The payment request pages on desktop: each step's lists as dense tables, the form beside the payment's facts. */
export function OfficePaymentRequestsView({ model }: { model: OfficePaymentRequestsModel }) {
  const { form, transaction, transactions } = model;
  return (
    <>
      <PageHeading title={model.heading} />
      {model.back && (
        <AppLink href={model.back.href} className="mb-3 inline-block text-sm text-accent-text hover:underline">
          ← {model.back.label}
        </AppLink>
      )}
      {model.statusText && <p className="text-sm text-muted">{model.statusText}</p>}
      {model.status === 'ready' && (
        <OfficeGrid>
          {model.step === 'topics' && (
            <>
              <OfficePanel title={model.topics.title}>
                <CareTable rows={model.topics.rows} caption={model.topics.title} />
              </OfficePanel>
              <OfficePanel title={model.requests.title}>
                {model.requests.empty && <p className="text-sm text-muted">{model.requests.empty}</p>}
                {model.requests.rows.length > 0 && <CareTable rows={model.requests.rows} caption={model.requests.title} />}
              </OfficePanel>
            </>
          )}
          {model.step === 'transactions' && (
            <OfficePanel title={transactions.title} isWide>
              {transactions.empty && <p className="text-sm text-muted">{transactions.empty}</p>}
              {transactions.rows.length > 0 && <CareTable rows={transactions.rows} caption={transactions.title} />}
              {transactions.other && (
                <ButtonLink href={transactions.other.href} size="sm" variant="secondary" className="self-start">
                  {transactions.other.label}
                </ButtonLink>
              )}
            </OfficePanel>
          )}
          {transaction && (
            <>
              <OfficePanel title={transaction.facts[0]?.value ?? ''}>
                <OfficeFacts rows={transaction.facts} />
              </OfficePanel>
              <OfficePanel title={transaction.subTopicsTitle}>
                <CareTable rows={transaction.subTopics} caption={transaction.subTopicsTitle} />
              </OfficePanel>
            </>
          )}
          {form && (
            <OfficePanel title={form.title} isWide>
              <form
                noValidate
                aria-busy={form.submit.isBusy}
                onSubmit={(event) => {
                  event.preventDefault();
                  form.submit.onPress();
                }}
                className="grid grid-cols-2 gap-x-3"
              >
                <CareSelectField field={form.subTopic} />
                {form.transaction ? <CareSelectField field={form.transaction} /> : <span />}
                <div className="col-span-2">
                  <CareTextAreaField field={form.message} />
                </div>
                <div className="col-span-2 flex items-center gap-3">
                  <Button type="submit" size="sm" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
                    {form.submit.label}
                  </Button>
                  {form.done && (
                    <ButtonLink href={form.done.href} size="sm" variant="secondary">
                      {form.done.label}
                    </ButtonLink>
                  )}
                </div>
                <div className="col-span-2">
                  <FormMessage message={form.result?.text} tone={form.result?.tone ?? 'info'} />
                </div>
              </form>
            </OfficePanel>
          )}
        </OfficeGrid>
      )}
    </>
  );
}

const screenOf = (step: PaymentRequestStep) =>
  function PaymentRequestStepScreen() {
    return <OfficePaymentRequestsView model={useOfficePaymentRequestsScreen(step)} />;
  };

/** office/payment/requests: the topics and the player's requests (ROUTE-028). */
export const OfficePaymentRequestsScreen = screenOf('topics');
/** office/payment/{topicId}/transactions: the payments a topic is about (ROUTE-029). */
export const OfficePaymentTransactionsScreen = screenOf('transactions');
/** office/payment/{topicId}/transactions/{transactionId}: one payment and its sub-topics (ROUTE-029). */
export const OfficePaymentTransactionScreen = screenOf('transaction');
/** office/payment/create-request/{topicId} and office/payment/{topicId}/{subTopicId}: the request form (ROUTE-028, ROUTE-029). */
export const OfficePaymentRequestFormScreen = screenOf('form');
