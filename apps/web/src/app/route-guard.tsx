import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { PageMeta } from '../components/page-meta.tsx';

interface GuardProps {
  /** Roles allowed in; a logged-out visitor is sent to /login when `loginFirst` is set, else to Access Denied. */
  roles: readonly string[];
  loginFirst?: boolean;
  children: ReactNode;
}

/**
 * The route guard: when the role is unknown it is asked for first (failures count as
 * logged out); anyone without an allowed role goes to Access Denied. The server refuses them anyway.
 */
export function RequireRole({ roles, loginFirst, children }: GuardProps) {
  const { role, isChecking } = useAuth();
  if (role && roles.includes(role)) return children;
  if (role === undefined || isChecking) {
    return (
      <>
        <PageMeta
          title="Staff and volunteers"
          description="This part of the site is for the railway's staff and volunteers."
          noindex
        />
        <p className="page-status" role="status">
          Checking your access…
        </p>
      </>
    );
  }
  if (!role && loginFirst) return <Navigate to="/login" replace />;
  return <Navigate to="/unauthorized" replace />;
}
