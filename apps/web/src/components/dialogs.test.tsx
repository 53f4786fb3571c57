import { deletedReply, type TDeleteReply } from '@brigade/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ErrorDialog } from './ErrorDialog';
import { WorkInProgressDialog } from './WorkInProgressDialog';

describe('ErrorDialog', () => {
  it('shows the title and message with Cancel', async () => {
    const onClose = vi.fn();
    render(
      <ErrorDialog open title="Error: Event not saved." message="There was an error." onClose={onClose} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Error: Event not saved.' });
    expect(within(dialog).getByText('There was an error.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers a custom button and an optional Delete', async () => {
    const onClose = vi.fn();
    const onDelete = vi.fn();
    render(
      <ErrorDialog
        open
        title="A booking cannot be created in the past"
        closeLabel="Got it!"
        onClose={onClose}
        onDelete={onDelete}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('DeleteConfirmDialog (spec 4, 8)', () => {
  function setup(onConfirm: () => Promise<TDeleteReply>) {
    const onClose = vi.fn();
    render(
      <DeleteConfirmDialog
        open
        itemType="recipe"
        itemName="Chicken Stock"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    return { onClose, dialog: screen.getByRole('dialog') };
  }

  it('asks first and says it cannot be undone', async () => {
    const onConfirm = vi.fn(async () => deletedReply('Chicken Stock'));
    const { dialog, onClose } = setup(onConfirm);

    expect(dialog.textContent).toContain('Are you sure you want to delete recipe Chicken Stock?');
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it("shows the server's header and message with Thanks! on success", async () => {
    const { dialog, onClose } = setup(async () => ({
      title: 'Recipe deleted',
      message: 'Chicken Stock is gone.',
    }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Recipe deleted')).toBeTruthy();
    expect(within(dialog).getByText('Chicken Stock is gone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("shows the server's error with Oh, Ok when the status is 400 or above", async () => {
    const { dialog, onClose } = setup(async () => {
      throw new ApiError(409, 'Recipe in use', 'Chicken Stock is used by 2 menu items.');
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Recipe in use')).toBeTruthy();
    expect(within(dialog).getByText('Chicken Stock is used by 2 menu items.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Thanks!' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oh, Ok' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});

describe('WorkInProgressDialog (spec 4, 8)', () => {
  it('offers Save Progress when the minimum is there', async () => {
    const onSaveProgress = vi.fn();
    const onContinueEditing = vi.fn();
    render(
      <WorkInProgressDialog
        open
        itemType="Ingredient"
        canSave
        errors={['Please enter the cost']}
        onSaveProgress={onSaveProgress}
        onContinueEditing={onContinueEditing}
        onCloseAnyway={vi.fn()}
      />,
    );

    const dialog = screen.getByRole('dialog', {
      name: "Warning: This Ingredient is still considered a 'work in progess'",
    });
    expect(
      within(dialog).getByText('The ingredient is not complete, but we can still save your progress.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close Anyway' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    expect(onSaveProgress).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Editing' }));
    expect(onContinueEditing).toHaveBeenCalledTimes(1);
  });

  it('says progress will not be saved, lists the errors and offers Close Anyway', async () => {
    const onCloseAnyway = vi.fn();
    render(
      <WorkInProgressDialog
        open
        itemType="Ingredient"
        canSave={false}
        errors={['Ingredient name is required', 'Category is required']}
        onSaveProgress={vi.fn()}
        onContinueEditing={vi.fn()}
        onCloseAnyway={onCloseAnyway}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Warning: Ingredient progress will not be saved' });
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Ingredient name is required',
      'Category is required',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Save Progress' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Anyway' }));
    expect(onCloseAnyway).toHaveBeenCalledTimes(1);
  });

  it('takes a save-failure title and the server message (spec 8)', () => {
    render(
      <WorkInProgressDialog
        open
        itemType="Recipe"
        canSave={false}
        title="Error: The Recipe was not saved"
        message="A recipe named Bread already exists"
        onContinueEditing={vi.fn()}
        onCloseAnyway={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Error: The Recipe was not saved' });
    expect(within(dialog).getByText('A recipe named Bread already exists')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close Anyway' })).toBeTruthy();
  });
});
