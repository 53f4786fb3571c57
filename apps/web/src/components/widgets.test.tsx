import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../test/user-event';
import { COMPLETE_TEXT, CompletenessIcon, INCOMPLETE_TEXT } from './CompletenessIcon';
import { SnackbarProvider, useSnackbar } from './snackbar';

describe('CompletenessIcon (spec 4)', () => {
  it.each([
    [true, COMPLETE_TEXT],
    [false, INCOMPLETE_TEXT],
  ])('complete=%s is named and tooltipped %s', async (complete, text) => {
    render(<CompletenessIcon complete={complete} />);
    const icon = screen.getByRole('img', { name: text });
    await userEvent.hover(icon);
    expect((await screen.findByRole('tooltip')).textContent).toBe(text);
  });

  it('uses the spec texts', () => {
    expect(COMPLETE_TEXT).toBe('This item is complete!');
    expect(INCOMPLETE_TEXT).toBe('Hm, looks like this is still a work in progress');
  });
});

function Trigger({ autoHide }: { autoHide?: number | null }) {
  const snackbar = useSnackbar();
  return (
    <>
      <button type="button" onClick={() => snackbar.success('Recipe saved successfully', { autoHide })}>
        ok
      </button>
      <button type="button" onClick={() => snackbar.error('Recipe not saved', { autoHide })}>
        fail
      </button>
    </>
  );
}

describe('snackbar service', () => {
  it('shows success and error messages one after the other', async () => {
    const user = setupUser();
    render(
      <SnackbarProvider>
        <Trigger autoHide={null} />
      </SnackbarProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'fail' }));

    const first = await screen.findByRole('alert');
    expect(first.textContent).toContain('Recipe saved successfully');
    expect(first.className).toContain('Success');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Recipe not saved'));
    expect(screen.getByRole('alert').className).toContain('Error');
  });

  it('hides itself after autoHide milliseconds', async () => {
    render(
      <SnackbarProvider>
        <Trigger autoHide={600} />
      </SnackbarProvider>,
    );
    screen.getByRole('button', { name: 'ok' }).click();
    expect((await screen.findByRole('alert')).textContent).toContain('Recipe saved successfully');

    // Still there well before 600 ms, gone after.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 2000 });
  });
});
