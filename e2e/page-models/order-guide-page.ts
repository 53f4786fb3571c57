import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** /portal/events/order-guide: what the events of some days need, by vendor, in packs. */
export class OrderGuidePage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly grandTotal: Locator;
  readonly events: Locator;
  readonly unorderable: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.grandTotal = this.main.getByRole('region', { name: 'Grand total' });
    this.events = this.main.getByRole('list', { name: 'Events covered' });
    this.unorderable = this.main.getByRole('region', { name: 'Cannot be ordered as is' });
  }

  async expectShown() {
    await expect(this.heading).toHaveText('Order Guide');
    await expect(this.grandTotal).toBeVisible();
  }

  /** One vendor's order: its table, total and buttons. */
  vendor(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  /** An order line's cells (ingredient first) as texts. */
  async line(vendor: string, ingredient: string): Promise<string[]> {
    const row = this.vendor(vendor)
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name: ingredient, exact: true }) });
    return row.getByRole('gridcell').allTextContents();
  }

  /** The vendor's total row, as texts. */
  async total(vendor: string): Promise<string[]> {
    return this.vendor(vendor)
      .getByRole('group', { name: `${vendor} total` })
      .locator('span')
      .allTextContents();
  }

  /** Downloads the vendor's CSV and answers the download. */
  async downloadCsv(vendor: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.vendor(vendor).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    return download;
  }
}

/** The vendor's "Import price list" dialog, on its ingredients page. */
export class PriceListDialog {
  readonly page: Page;
  readonly dialog: Locator;
  readonly file: Locator;
  readonly summary: Locator;
  readonly changes: Locator;
  readonly leftOut: Locator;
  readonly notFound: Locator;
  readonly wrongLines: Locator;

  constructor(page: Page, vendor: string) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: `Import price list — ${vendor}` });
    this.file = this.dialog.getByLabel('Price list CSV file');
    this.summary = this.dialog.getByLabel('Summary');
    this.changes = this.dialog.getByRole('grid', { name: 'Price changes' });
    this.leftOut = this.dialog.getByRole('grid', { name: 'Lines left out' });
    this.notFound = this.dialog.getByRole('note', { name: 'Not found' });
    this.wrongLines = this.dialog.getByRole('note', { name: 'Wrong lines' });
  }

  static async open(page: Page, vendor: string): Promise<PriceListDialog> {
    await page.getByRole('main').getByRole('button', { name: 'Import price list' }).click();
    const dialog = new PriceListDialog(page, vendor);
    await expect(dialog.dialog).toBeVisible();
    return dialog;
  }

  /** Chooses a CSV made in memory, as if picked from the disk. */
  async choose(name: string, csv: string) {
    await this.file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(this.dialog.getByText(`Preview of ${name}`)).toBeVisible();
  }

  /** A change's cells: line, ingredient, before, after. */
  async change(ingredient: string): Promise<string[]> {
    const row = this.changes
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name: ingredient, exact: true }) });
    return row.getByRole('gridcell').allTextContents();
  }

  /** A line left out's cells: line, as read, reason. */
  async leftOutLine(line: number): Promise<string[]> {
    const row = this.leftOut
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name: String(line), exact: true }) });
    return row.getByRole('gridcell').allTextContents();
  }

  applyButton(): Locator {
    return this.dialog.getByRole('button', { name: /^Apply \d+ changes?$/ });
  }
}

/** The price history section of an open ingredient modal. */
export class PriceHistory {
  readonly section: Locator;
  readonly dots: Locator;
  readonly prices: Locator;

  constructor(modal: Locator) {
    this.section = modal.getByRole('region', { name: 'Price history' });
    // Recharts draws one dot per price on the line.
    this.dots = this.section.locator('.price-history-chart .recharts-line-dot');
    // The shared grid: its header row first, then the prices newest first.
    this.prices = this.section.getByRole('grid', { name: 'Prices' }).getByRole('row');
  }
}
