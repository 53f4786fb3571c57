import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api';
import { clearSession } from '../../lib/session';

/** Spec 6: a 401 on an authenticated call ends the session and returns to /, saying why. */
export function useUnauthorizedRedirect(queryClient: QueryClient): void {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((message) => {
      clearSession(message);
      queryClient.clear();
      navigate('/', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);
}
