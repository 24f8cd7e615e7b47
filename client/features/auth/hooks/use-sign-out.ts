import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';
import { setViewer } from '../../../api/session';
import { paths } from '../../../config/paths';

/** Çıkış Yap: ends the session, goes to /login and forgets what was cached for the user. */
export function useSignOut(): { signOut: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, isPending } = useLogout();
  const signOut = useCallback(() => {
    mutate(undefined, {
      // Even if the call fails the browser forgets the user (the cookie is httpOnly; the server
      // will treat the next request by whatever session it still sees).
      onSettled: () => {
        // Leave the page synchronously first: a protected page still on screen would otherwise
        // react to the cleared session with its own redirect (e.g. /login?redirect=/profile).
        void navigate(paths.login(), { flushSync: true });
        void setViewer(queryClient, null);
      },
    });
  }, [mutate, navigate, queryClient]);
  return { signOut, isPending };
}
