import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '@lmr/shared/day-text';
import { dayLine, myDutiesQuery } from '../../lib/my-duties.ts';

/** The first duty ahead that is still on, so a volunteer sees on arrival when they are next needed. */
export function NextDuty() {
  const { data, isError } = useQuery(myDutiesQuery);
  const next = data?.duties.find((d) => d.status !== 'cancelled');
  return (
    <section aria-labelledby="next-duty-heading">
      <h2 id="next-duty-heading">Your next duty</h2>
      {isError && <p>Your duties could not be loaded just now.</p>}
      {data && !next && <p>You have no duty ahead yet.</p>}
      {next && (
        <p>
          <strong>
            {next.roleName}, {longDate(next.date)}
          </strong>
          : {dayLine(next)}.
        </p>
      )}
      <p>
        <Link to="/volunteer/duties">{next ? 'All my duties' : 'Take a duty'}</Link>
      </p>
    </section>
  );
}
