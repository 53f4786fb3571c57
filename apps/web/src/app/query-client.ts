import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

/** Client errors (4xx) will not change on a retry; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one server-state cache (created when the first signed-in screen loads). */
export const queryClient = createQueryClient();
