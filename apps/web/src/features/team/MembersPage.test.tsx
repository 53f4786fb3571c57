import { MSG, type TMember } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { apiError, fakeApi, json, memberOf } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { ANA, BEN, CLEO, invitation } from './test-fixtures';

afterEach(() => queryClient.clear());

const body = (request: { body: string | null }) => JSON.parse(request.body ?? 'null');

/** The owner's kitchen: members and invitations follow what the page changes. */
function ownersKitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  let members: TMember[] = [ANA, BEN, CLEO];
  let invitations = [invitation()];
  const server = fakeApi({
    'GET /api/kitchen/members': () => json(members),
    'PUT /api/kitchen/members/3': (request) => {
      members = members.map((m) => (m.userId === 3 ? { ...m, role: body(request).role } : m));
      return json(members.find((m) => m.userId === 3));
    },
    'DELETE /api/kitchen/members/2': () => {
      members = members.filter((m) => m.userId !== 2);
      return json({ title: MSG.memberRemovedTitle, message: MSG.memberRemoved('Ben Ortiz') });
    },
    'POST /api/kitchen/owner': (request) => {
      const to = body(request).userId;
      members = members.map((m) =>
        m.userId === to ? { ...m, role: 'owner' } : m.role === 'owner' ? { ...m, role: 'chef' } : m,
      );
      return json(members);
    },
    'GET /api/kitchen/invitations': () => json(invitations),
    'POST /api/kitchen/invitations': (request) => {
      const { email, role } = body(request);
      if (email === 'dan@example.com') return apiError(409, 'Conflict', MSG.invitationAlreadyPending);
      const made = invitation({ id: 41, email, role });
      invitations = [...invitations, made];
      return json(made, 201);
    },
    'DELETE /api/kitchen/invitations/40': () => {
      invitations = invitations.filter((i) => i.id !== 40);
      return json({ title: MSG.invitationRevokedTitle, message: MSG.invitationRevoked('dan@example.com') });
    },
    ...extra,
  });
  renderApp('/portal/kitchen/members', { signedInAs: 'ana@example.com' });
  return { server, user: setupUser() };
}

const memberRow = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Members' });
  return within(list).getByRole('listitem', { name });
};

describe('the members page', { timeout: 30_000 }, () => {
  it('lists the members with their roles, the owner first as the server sends them, and marks the user', async () => {
    ownersKitchen();
    const list = await screen.findByRole('list', { name: 'Members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Ana Lopez',
      'Ben Ortiz',
      'Cleo Park',
    ]);
    expect(within(rows[0]).getByText('(you)')).toBeTruthy();
    expect(within(rows[0]).getByText('Owner')).toBeTruthy();
    // The owner's own role is not a choice: ownership is handed over, not given.
    expect(within(rows[0]).queryByRole('combobox')).toBeNull();
    expect(within(rows[2]).getByRole('combobox', { name: 'Role of Cleo Park' }).textContent).toBe('Cook');
  });

  it("changes a member's role with the select (PUT {role})", async () => {
    const { server, user } = ownersKitchen();
    await user.click(
      within(await memberRow('Cleo Park')).getByRole('combobox', { name: 'Role of Cleo Park' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Planner' }));
    await waitFor(() => expect(server.calls('PUT', '/api/kitchen/members/3')).toHaveLength(1));
    expect(body(server.calls('PUT', '/api/kitchen/members/3')[0])).toEqual({ role: 'planner' });
    expect(await screen.findByText('Cleo Park is now a Planner')).toBeTruthy();
    expect(within(await memberRow('Cleo Park')).getByRole('combobox').textContent).toBe('Planner');
  });

  it('removes a member only after the confirmation', async () => {
    const { server, user } = ownersKitchen();
    await user.click(within(await memberRow('Ben Ortiz')).getByRole('button', { name: 'Remove Ben Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Ortiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('DELETE', '/api/kitchen/members/2')).toHaveLength(0);

    await user.click(within(await memberRow('Ben Ortiz')).getByRole('button', { name: 'Remove Ben Ortiz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Ben Ortiz?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ben Ortiz' })).toBeNull());
    expect(server.calls('DELETE', '/api/kitchen/members/2')).toHaveLength(1);
    // The button that opened the dialog is gone: focus lands on the list's title, not the page's top.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Members' })),
    );
  });

  it("keeps the dialog open with the server's message when a removal is refused", async () => {
    const { user } = ownersKitchen({
      'DELETE /api/kitchen/members/2': () => apiError(409, 'Conflict', MSG.ownerStays),
    });
    await user.click(within(await memberRow('Ben Ortiz')).getByRole('button', { name: 'Remove Ben Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Ortiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(MSG.ownerStays)).toBeTruthy();
  });

  it('hands the ownership over after the confirmation, and then offers the owner controls no more', async () => {
    let role: 'owner' | 'chef' = 'owner';
    const { server, user } = ownersKitchen({
      'GET /api/account/kitchens': () => json([{ id: 1, name: 'Test Kitchen', role, active: true }]),
    });
    await user.click(
      within(await memberRow('Ben Ortiz')).getByRole('button', { name: 'Make Ben Ortiz the owner' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hand Test Kitchen over to Ben Ortiz?' });
    role = 'chef';
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(server.calls('POST', '/api/kitchen/owner')).toHaveLength(1));
    expect(body(server.calls('POST', '/api/kitchen/owner')[0])).toEqual({ userId: 2 });
    // Read-only now: the old owner is a chef.
    await waitFor(() => expect(screen.queryByRole('button', { name: /the owner$/ })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Members' })),
    );
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(within(await memberRow('Ben Ortiz')).getByText('Owner')).toBeTruthy();
    expect(within(await memberRow('Ana Lopez')).getByText('Chef')).toBeTruthy();
  });

  it("invites by e-mail with a role: the schema's messages first, then the invitation is pending", async () => {
    const { server, user } = ownersKitchen();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(MSG.emailRequired)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(MSG.emailInvalid)).toBeTruthy();
    expect(server.calls('POST', '/api/kitchen/invitations')).toHaveLength(0);

    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'eve@example.com');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Chef' }));
    expect(within(form).getByText(/Everything but the members and the billing/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(server.calls('POST', '/api/kitchen/invitations')).toHaveLength(1));
    expect(body(server.calls('POST', '/api/kitchen/invitations')[0])).toEqual({
      email: 'eve@example.com',
      role: 'chef',
    });
    expect(await screen.findByText('Invitation sent to eve@example.com')).toBeTruthy();
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(await within(pending).findByRole('listitem', { name: 'eve@example.com' })).toBeTruthy();
  });

  it("shows the server's refusal of a second invitation under the address", async () => {
    const { user } = ownersKitchen();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'dan@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(MSG.invitationAlreadyPending)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Email' }));
  });

  it('revokes a pending invitation', async () => {
    const { server, user } = ownersKitchen();
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    const row = within(pending).getByRole('listitem', { name: 'dan@example.com' });
    expect(row.textContent).toContain('Planner · invited by Ana Lopez · expires Nov 27, 2026');
    await user.click(within(row).getByRole('button', { name: 'Revoke the invitation to dan@example.com' }));
    expect(await screen.findByText('No invitation is waiting.')).toBeTruthy();
    expect(server.calls('DELETE', '/api/kitchen/invitations/40')).toHaveLength(1);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Pending invitations' }),
    );
  });

  it('is read-only for a cook: no invitations, role selects or member actions', async () => {
    const server = fakeApi({ ...memberOf('cook'), 'GET /api/kitchen/members': () => json([ANA, BEN, CLEO]) });
    renderApp('/portal/kitchen/members', { signedInAs: 'cleo@example.com' });
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/Only the owner invites people and changes roles/)).toBeTruthy();
    expect(within(list).queryByRole('combobox')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Pending invitations' })).toBeNull();
    expect(server.calls('GET', '/api/kitchen/invitations')).toHaveLength(0);
  });
});
