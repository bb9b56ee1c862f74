import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { askRole } from '../lib/role.ts';

/**
 * The spec's Register and Send Newsletter screens ask the server for the role themselves, show nothing
 * until it says admin, and go to Access Denied on any other answer or a failure.
 */
export function ServerConfirmedAdmin({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    let live = true;
    askRole()
      .then((role) => (role === 'admin' ? live && setConfirmed(true) : navigate('/unauthorized', { replace: true })))
      .catch(() => navigate('/unauthorized', { replace: true }));
    return () => {
      live = false;
    };
  }, [navigate]);
  if (confirmed) return children;
  return (
    <p className="page-status" role="status">
      Checking your access…
    </p>
  );
}
