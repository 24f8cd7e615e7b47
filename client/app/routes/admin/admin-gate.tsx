import { Suspense, type ReactNode } from 'react';
import { RequireSuperAdmin } from '../../../features/auth/components/require-session';
import { PageFallback } from '../page-fallback';

/**
 * Every /admin screen sits behind this (docs/product-rules.md#admin): anyone but a super admin goes home before the
 * back office's code is even requested (its routes are a lazy chunk, `children`).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <RequireSuperAdmin>
      {() => (
        <Suspense fallback={<PageFallback />}>
          {children}
        </Suspense>
      )}
    </RequireSuperAdmin>
  );
}
