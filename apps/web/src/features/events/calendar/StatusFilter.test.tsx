import type { TEventStatus } from '@brigade/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../../test/user-event';
import { ALL_STATUSES } from './event-status';
import { StatusFilter } from './StatusFilter';

const toggle = (name: string) => screen.getByRole('button', { name });

describe('the status filter', () => {
  it('turns one status off and on again', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    const { rerender } = render(<StatusFilter shown={ALL_STATUSES} onChange={onChange} />);
    await user.click(toggle('Tentative'));
    expect(onChange).toHaveBeenLastCalledWith(['INQUIRY', 'DEFINITE', 'COMPLETED', 'CANCELLED']);
    rerender(<StatusFilter shown={['INQUIRY', 'DEFINITE', 'COMPLETED', 'CANCELLED']} onChange={onChange} />);
    expect(toggle('Tentative').getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle('Tentative'));
    expect(onChange).toHaveBeenLastCalledWith([...ALL_STATUSES]);
  });

  it('keeps every quick tap when the page has not redrawn the last one yet', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    // The page applies a choice later (through the address): meanwhile the filter is drawn as before.
    render(<StatusFilter shown={ALL_STATUSES} onChange={onChange} />);
    for (const name of ['Inquiry', 'Tentative', 'Completed', 'Cancelled']) await user.click(toggle(name));
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onChange).toHaveBeenLastCalledWith(['DEFINITE']);
  });

  it('always keeps one status shown', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    const onlyDefinite: TEventStatus[] = ['DEFINITE'];
    render(<StatusFilter shown={onlyDefinite} onChange={onChange} />);
    await user.click(toggle('Definite'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
