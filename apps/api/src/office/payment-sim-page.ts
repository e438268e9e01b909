import type { Payment } from '@bf/api-client/office';
import { html } from 'hono/html';

/**
 * The simulated provider's checkout page: the payment, and one button per outcome the provider can give. Plain forms
 * (no script), every value escaped by `hono/html`.
 */
export function paymentSimPage(payment: Payment, action: string) {
  const what = payment.direction === 'deposit' ? 'Deposit' : 'Withdrawal';
  const decided = payment.status !== 'created';
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Demo payment provider</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
      .note { background: #fff4d6; padding: .5rem .75rem; border-radius: .5rem; }
      form { display: inline; }
      button { font: inherit; margin: .25rem; padding: .5rem 1rem; border-radius: .5rem; border: 1px solid #555; background: #fff; cursor: pointer; }
    </style>
  </head>
  <body>
    <h1>Demo payment provider</h1>
    <p class="note">This page stands in for a real payment provider. No money moves outside the demo.</p>
    <p>${what} #${payment.id}: <strong>${payment.amount} ${payment.iso}</strong> by ${payment.method}</p>
    ${decided
      ? html`<p>This payment is already ${payment.status}.</p>`
      : html`<p>Choose how the provider answers:</p>
          ${(['success', 'fail', 'pending', 'cancel'] as const).map(
            (outcome) => html`<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}" /><button type="submit">${outcome}</button></form>`,
          )}`}
  </body>
</html>`;
}
