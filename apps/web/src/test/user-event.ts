import userEvent from '@testing-library/user-event';

type SetupOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/**
 * The user of a screen test. It types without a pause between keys: user-event's default (`delay: 0`)
 * still waits a macrotask after every key and pointer action, which doubled the time of the form
 * dialogs' tests without testing anything more (React state is flushed by each event's `act`).
 */
export function setupUser(options: SetupOptions = {}) {
  return userEvent.setup({ delay: null, ...options });
}
