import { useOfficePaymentRequestsScreen, type OfficePaymentRequestsModel, type PaymentRequestStep } from '@bf/headless/screens/office-payment-requests';
import { FormMessage } from '@kit/auth';
import { CareRows, CareSelectField, CareTextAreaField, FormCell, FormCellFiller, OfficeFacts, OfficeForm, OfficeHeading, OfficePanel, OfficeSections, OfficeStatus, PanelButtonLink, RequestActions, TransactionPanels } from '@kit/office';

/** The payment request pages: each step's lists (dense tables on the desktop, tap-through rows on the phone) and the request form. */
export function OfficePaymentRequestsView({ model }: { model: OfficePaymentRequestsModel }) {
  const { form, transaction, transactions } = model;
  return (
    <>
      <OfficeHeading title={model.heading} back={model.back} />
      <OfficeStatus text={model.statusText} />
      {model.status === 'ready' && (
        <OfficeSections>
          {model.step === 'topics' && (
            <>
              <OfficePanel title={model.topics.title}>
                <CareRows rows={model.topics.rows} label={model.topics.title} />
              </OfficePanel>
              <OfficePanel title={model.requests.title}>
                <CareRows rows={model.requests.rows} label={model.requests.title} empty={model.requests.empty} />
              </OfficePanel>
            </>
          )}
          {model.step === 'transactions' && (
            <OfficePanel title={transactions.title} isWide>
              <CareRows rows={transactions.rows} label={transactions.title} empty={transactions.empty} />
              {transactions.other && (
                <PanelButtonLink href={transactions.other.href} variant="secondary">
                  {transactions.other.label}
                </PanelButtonLink>
              )}
            </OfficePanel>
          )}
          {transaction && (
            <TransactionPanels
              factsTitle={transaction.facts[0]?.value ?? ''}
              title={transaction.subTopicsTitle}
              facts={<OfficeFacts rows={transaction.facts} />}
              choices={<CareRows rows={transaction.subTopics} label={transaction.subTopicsTitle} />}
            />
          )}
          {form && (
            <OfficePanel title={form.title} isWide>
              <OfficeForm layout="request" isBusy={form.submit.isBusy} onSubmit={form.submit.onPress}>
                <CareSelectField field={form.subTopic} />
                {form.transaction ? <CareSelectField field={form.transaction} /> : <FormCellFiller />}
                <FormCell place="full">
                  <CareTextAreaField field={form.message} />
                </FormCell>
                <RequestActions submit={form.submit} done={form.done} message={<FormMessage message={form.result?.text} tone={form.result?.tone ?? 'info'} />} />
              </OfficeForm>
            </OfficePanel>
          )}
        </OfficeSections>
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
