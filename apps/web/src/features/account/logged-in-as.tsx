import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { profileQuery } from './api.ts';

/** "Logged in as …", with the way back to the public site: on the screens each role lands on. */
export function LoggedInAs() {
  const { data } = useQuery(profileQuery);
  return (
    <p className="logged-in-as">
      {data ? (
        <>
          Logged in as <strong>{data.name}</strong> ({data.email}).{' '}
        </>
      ) : (
        'You are logged in. '
      )}
      <Link to="/">View the public site</Link>
    </p>
  );
}
