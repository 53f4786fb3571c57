import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/kitchen/members: the invite form, the members and the pending invitations. */
export class MembersPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly inviteForm: Locator;
  readonly members: Locator;
  readonly pending: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Members' });
    this.inviteForm = main.getByRole('form', { name: 'Invite someone' });
    this.members = main.getByRole('list', { name: 'Members' });
    this.pending = main.getByRole('list', { name: 'Pending invitations' });
  }

  async goto() {
    await this.page.goto('/portal/kitchen/members');
    await expect(this.heading).toBeVisible();
  }

  /** Sends an invitation by e-mail with a role ('Chef', 'Planner', 'Cook'). */
  async invite(email: string, role: string) {
    await this.inviteForm.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.inviteForm.getByRole('combobox', { name: 'Role' }).click();
    await this.page.getByRole('option', { name: role, exact: true }).click();
    await this.inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  }

  member(name: string): Locator {
    return this.members.getByRole('listitem', { name, exact: true });
  }

  pendingInvitation(email: string): Locator {
    return this.pending.getByRole('listitem', { name: email, exact: true });
  }
}
