import { expect, type Locator, type Page } from '@playwright/test';

/** /products, /subscribe and /account: the plan, the card form and the account's plan. */
export class PaymentPages {
  readonly page: Page;
  readonly price: Locator;
  readonly next: Locator;
  readonly billingName: Locator;
  readonly cardNumber: Locator;
  readonly pay: Locator;
  readonly back: Locator;
  /** Stripe's message under the card form (spec 8). */
  readonly providerMessage: Locator;
  readonly accountPlan: Locator;
  /** The read-only banner under the top bar. */
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.price = main.getByTestId('plan-price');
    this.next = main.getByRole('button', { name: 'Next' });
    this.billingName = main.getByLabel('Name on card');
    // The Stripe.js stand-in mounts a plain input (Stripe's own is an iframe).
    this.cardNumber = main.getByLabel('Card number');
    this.pay = main.getByRole('button', { name: 'Pay' });
    this.back = main.getByRole('button', { name: 'Back' });
    this.providerMessage = main.getByRole('alert');
    this.accountPlan = main.getByRole('definition');
    this.banner = page.getByRole('alert').filter({ hasText: 'your kitchen is read-only' });
  }

  async gotoProducts() {
    await this.page.goto('/products');
    await expect(this.price).toBeVisible();
  }

  async payWith(name: string, card: string) {
    await this.billingName.fill(name);
    await this.cardNumber.fill(card);
    await this.pay.click();
  }

  /** The value shown for a term of /account's plan ('Status', 'Next payment', …). */
  fact(term: string): Locator {
    return this.page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  }
}
