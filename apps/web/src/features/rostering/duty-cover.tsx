import { longDate } from '@lmr/shared/day-text';
import type { MyDuties } from '@lmr/shared/roster';
import type { ScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';
import { dayLine } from './roster-text.ts';

type MyDuty = MyDuties['duties'][number];

/**
 * Asking for cover for one of my duties, and taking the request back: pressed while the request is open,
 * and each way asks first, since the first asks colleagues by mail.
 */
export function AskForCover({ duty, actions }: { duty: MyDuty; actions: ScreenActions }) {
  const what = `${duty.roleName} on ${longDate(duty.date)}`;
  const press = () =>
    duty.coverAsked
      ? actions.askFirst(`Take back your request for cover for ${what}? You keep the duty.`, {
          call: () => api.takeBackCover(duty.id),
          done: `You have taken back your request for cover for ${what}.`,
        })
      : actions.askFirst(
          `Ask for cover for ${what}? Qualified volunteers who are free that day are e-mailed. The duty stays yours until one of them accepts.`,
          {
            call: () => api.askCover(duty.id),
            done: `You have asked for cover for ${what}. You stay on the duty until someone accepts.`,
          },
        );
  return (
    <>
      {duty.coverAsked && <p>You have asked for cover. The duty is yours until someone accepts.</p>}
      <button type="button" className="button button-secondary" aria-pressed={duty.coverAsked} onClick={press}>
        Ask for cover for {what}
      </button>
    </>
  );
}

/** Colleagues' duties I could take over: the link in an offer of cover leads here (#cover). */
export function CoverWanted({ wanted, actions }: { wanted: MyDuties['coverWanted']; actions: ScreenActions }) {
  return (
    <section id="cover" aria-labelledby="cover-heading">
      <h2 id="cover-heading">Asking for cover</h2>
      {wanted.length === 0 && <p>Nobody is asking for cover on a duty you could take just now.</p>}
      <ul className="roster-duties">
        {wanted.map((c) => {
          const what = `${c.roleName} on ${longDate(c.date)}`;
          return (
            <li key={c.id} className="roster-day">
              <h3>{what}</h3>
              <p>
                {c.askerFirstName} cannot make it. {dayLine(c)}.
              </p>
              <button
                type="button"
                onClick={() =>
                  actions.askFirst(`Cover ${c.askerFirstName}’s duty as ${what}? It becomes yours.`, {
                    call: () => api.acceptCover(c.id),
                    done: `You are on duty as ${what}, covering for ${c.askerFirstName}. A confirmation is on its way by e-mail.`,
                  })
                }
              >
                Cover {what}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
