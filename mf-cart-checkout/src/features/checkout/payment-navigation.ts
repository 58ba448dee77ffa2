// Leaving the store for a payment provider's page (kept apart so tests can see where it goes).

/** Sends the browser to a payment page (3-D Secure, wallet, Accept). */
export function leaveForPaymentPage(url: string): void {
  window.location.assign(url);
}

/** Posts the card form to the provider's page (the card goes there, not to the store). */
export function postProviderForm(form: HTMLFormElement): void {
  document.body.appendChild(form);
  form.submit();
}
