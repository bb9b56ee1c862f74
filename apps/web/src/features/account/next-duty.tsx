import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '@lmr/shared/day-text';
import { countOf } from '@lmr/shared/plural';
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
          : {dayLine(next)}.{next.coverAsked && ' You have asked for cover: it is yours until someone accepts.'}
        </p>
      )}
      {data && data.coverWanted.length > 0 && (
        <p>
          <Link to="/volunteer/duties#cover">
            {countOf(data.coverWanted.length, 'duty', 'duties')} you could take{' '}
            {data.coverWanted.length === 1 ? 'asks' : 'ask'} for cover
          </Link>
        </p>
      )}
      <p>
        <Link to="/volunteer/duties">{next ? 'All my duties' : 'Take a duty'}</Link>
      </p>
    </section>
  );
}
