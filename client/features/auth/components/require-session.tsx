import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../api/session';
import { paths } from '../../../config/paths';

// It fills the screen like the page fallback: the footer stays below the fold until the page has
// drawn, instead of being pushed down in view when the session arrives (a layout shift).
function SessionPending() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
      <Spinner className="size-6 text-amber-500" />
      Yükleniyor…
    </div>
  );
}

/** Renders `children(user)` for a signed-in user; visitors go to /login?redirect=<this page>. */
export function RequireSession({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <SessionPending />;
  if (!user) return <Navigate to={paths.login({ redirect: `${location.pathname}${location.search}` })} replace />;
  return <>{children(user)}</>;
}

/** Renders `children(user)` for a super admin; everyone else goes home (docs/product-rules.md#admin). */
export function RequireSuperAdmin({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, isPending } = useSession();
  if (isPending) return <SessionPending />;
  if (!user?.is_super_admin) return <Navigate to="/" replace />;
  return <>{children(user)}</>;
}
