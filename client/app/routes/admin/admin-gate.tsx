import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RequireSuperAdmin } from '../../../features/auth/components/require-session';
import { PageFallback } from '../page-fallback';

/**
 * Every /admin screen sits behind this (docs/product-rules.md#admin): anyone but a super admin goes home before an
 * admin screen's code is even requested; the screens are lazy chunks of their own.
 */
export function AdminGate() {
  return (
    <RequireSuperAdmin>
      {() => (
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      )}
    </RequireSuperAdmin>
  );
}
