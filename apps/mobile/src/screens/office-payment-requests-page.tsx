import { useOfficePaymentRequestsScreen, type OfficePaymentRequestsModel, type PaymentRequestStep } from '@bf/headless/screens/office-payment-requests';
import { AppLink, Button, ButtonLink } from '@bf/ui-mobile/components';
import { FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { CareList, CareSelectField, CareTextAreaField, OfficeFacts, OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** The payment request pages on the phone: each step a stack of tap-through rows; the form one field a line. */
export function OfficePaymentRequestsView({ model }: { model: OfficePaymentRequestsModel }) {
  const { form, transaction, transactions } = model;
  return (
    <>
      {model.back && (
        <AppLink href={model.back.href} className="flex min-h-11 items-center px-1 text-sm font-semibold text-accent-text">
          ‹ {model.back.label}
        </AppLink>
      )}
      <PageHeading title={model.heading} />
      {model.statusText && <p className="px-1 text-sm text-muted">{model.statusText}</p>}
      {model.status === 'ready' && (
        <OfficeStack>
          {model.step === 'topics' && (
            <>
              <OfficePanel title={model.topics.title}>
                <CareList rows={model.topics.rows} label={model.topics.title} />
              </OfficePanel>
              <OfficePanel title={model.requests.title}>
                {model.requests.empty ? <p className="text-sm text-muted">{model.requests.empty}</p> : <CareList rows={model.requests.rows} label={model.requests.title} />}
              </OfficePanel>
            </>
          )}
          {model.step === 'transactions' && (
            <OfficePanel title={transactions.title}>
              {transactions.empty ? <p className="text-sm text-muted">{transactions.empty}</p> : <CareList rows={transactions.rows} label={transactions.title} />}
              {transactions.other && (
                <ButtonLink href={transactions.other.href} variant="secondary" className="w-full">
                  {transactions.other.label}
                </ButtonLink>
              )}
            </OfficePanel>
          )}
          {transaction && (
            <OfficePanel title={transaction.subTopicsTitle}>
              <OfficeFacts rows={transaction.facts} />
              <CareList rows={transaction.subTopics} label={transaction.subTopicsTitle} />
            </OfficePanel>
          )}
          {form && (
            <OfficePanel title={form.title}>
              <form
                noValidate
                aria-busy={form.submit.isBusy}
                onSubmit={(event) => {
                  event.preventDefault();
                  form.submit.onPress();
                }}
              >
                <CareSelectField field={form.subTopic} />
                {form.transaction && <CareSelectField field={form.transaction} />}
                <CareTextAreaField field={form.message} />
                <Button type="submit" className="w-full" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
                  {form.submit.label}
                </Button>
                <FormMessage message={form.result?.text} tone={form.result?.tone ?? 'info'} />
                {form.done && (
                  <ButtonLink href={form.done.href} variant="secondary" className="w-full">
                    {form.done.label}
                  </ButtonLink>
                )}
              </form>
            </OfficePanel>
          )}
        </OfficeStack>
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
