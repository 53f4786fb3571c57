import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { teamKeys } from '../features/team/api';
import { isApiError } from '../lib/api';

/** Client errors (4xx) will not change on a retry; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // A 403 says the member's role no longer allows what the screen offered (the owner changed it
  // meanwhile): read the role again, so the screens stop offering it.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 403)
      void client.invalidateQueries({ queryKey: teamKeys.kitchens });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one server-state cache (created when the first signed-in screen loads). */
export const queryClient = createQueryClient();
