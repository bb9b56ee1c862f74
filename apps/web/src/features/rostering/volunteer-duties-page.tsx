import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { longDate } from '@lmr/shared/day-text';
import { type MyDuties, type RosterDays, rosterRules } from '@lmr/shared/roster';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';
import { AvailabilityForMonth } from './availability-for-month.tsx';
import { AskForCover, CoverWanted } from './duty-cover.tsx';
import { dayLine, subscribeLinks } from './roster-text.ts';
import './roster.css';
import { Field } from '../../components/ui/form-field.tsx';

const hoursText = (h: number) => `${Number.isInteger(h) ? h : h.toFixed(1)} hour${h === 1 ? '' : 's'}`;

function MyDutiesSection({ mine, actions }: { mine: MyDuties; actions: ScreenActions }) {
  return (
    <section aria-labelledby="my-duties">
      <h2 id="my-duties">My duties</h2>
      {mine.duties.length === 0 && <p>You have no duties ahead yet. Take one from the running days below.</p>}
      <ul className="roster-duties">
        {mine.duties.map((d) => (
          <li key={d.id} className="roster-day">
            <h3>
              {d.roleName}, {longDate(d.date)}
            </h3>
            <p className={d.status === 'cancelled' ? 'roster-cancelled' : undefined}>{dayLine(d)}</p>
            {d.colleagues.length > 0 && (
              <p>Working with you: {d.colleagues.map((c) => `${c.firstName} (${c.roleName})`).join(', ')}.</p>
            )}
            {d.status !== 'cancelled' && <AskForCover duty={d} actions={actions} />}
            {d.canWithdraw ? (
              <button
                type="button"
                onClick={() =>
                  actions.askFirst(`Withdraw from ${d.roleName} on ${longDate(d.date)}?`, {
                    call: () => api.withdrawDuty(d.id),
                    done: `You have withdrawn from ${d.roleName} on ${longDate(d.date)}.`,
                  })
                }
              >
                Withdraw from {d.roleName} on {longDate(d.date)}
              </button>
            ) : (
              <p>
                It is too late to withdraw here (the last day was {longDate(d.withdrawBy)}). If you cannot come, please
                tell {mine.organisers}.
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function HoursSection({ hours }: { hours: MyDuties['hours'] }) {
  return (
    <section aria-labelledby="my-hours">
      <h2 id="my-hours">My hours</h2>
      <p>
        This year you have worked {hoursText(hours.thisYear)}; {hoursText(hours.total)} in all.
      </p>
      {hours.membershipFree && (
        <p className="roster-note">
          You have worked {rosterRules.freeMembershipHours} hours or more: your membership of the railway is free. Thank
          you.
        </p>
      )}
    </section>
  );
}

/** The address just made: copied, or handed to a calendar app or service to subscribe to. */
function FeedAddress({ url }: { url: string }) {
  const { feedback, show } = useTimedFeedback();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => show('Copied. Paste it into your calendar app.', 'success'),
      () => show('This browser would not copy it: select the address above and copy it yourself.', 'error'),
    );
  const links = subscribeLinks(url);
  return (
    <>
      <Field
        label="Your calendar address"
        className="roster-feed-url"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="roster-row">
        <button type="button" onClick={() => void copy()}>
          Copy the address
        </button>
        <a className="button button-secondary" href={links.webcal}>
          Subscribe on this device
        </a>
        <a className="button button-secondary" href={links.google} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
        </a>
        <a className="button button-secondary" href={links.outlook} target="_blank" rel="noopener noreferrer">
          Add to Outlook
        </a>
      </div>
      <Alert feedback={feedback} />
    </>
  );
}

function FeedSection({ feed, actions }: { feed: MyDuties['feed']; actions: ScreenActions }) {
  const [url, setUrl] = useState('');
  const renew = () =>
    actions.run({
      call: async () => setUrl((await api.renewFeed()).url),
      done: 'Your calendar address is ready. Copy it now: it is shown only once.',
    });
  const since = feed ? longDate(feed.since.slice(0, 10)) : '';
  return (
    <section aria-labelledby="my-calendar">
      <h2 id="my-calendar">My duties in my calendar</h2>
      <p>
        A private address your calendar app can subscribe to, listing your duties only. Keep it to yourself; if it gets
        out, make a new one and the old one stops working.
      </p>
      {url && <FeedAddress url={url} />}
      {feed && !url && <p>You made a calendar address on {since}.</p>}
      <div className="roster-row">
        <button type="button" onClick={renew}>
          {feed ? 'Make a new calendar address' : 'Make my calendar address'}
        </button>
      </div>
      {feed && (
        // Apart from making one, so that nobody stops every subscribed calendar by a slip beside it.
        <div role="group" aria-label="Stop my calendar address" className="roster-feed-stop">
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              actions.askFirst(
                `Stop your calendar address made on ${since}? Every calendar subscribed to it (on a phone, in Google or in Outlook) stops showing your duties. You can make a new one afterwards.`,
                {
                  call: async () => {
                    await api.revokeFeed();
                    setUrl('');
                  },
                  done: 'Your calendar address no longer works.',
                },
              )
            }
          >
            Stop my calendar address
          </button>
        </div>
      )}
    </section>
  );
}

/** A running day: whether I can work, its duties to take, and what came of a press, beside the buttons pressed. */
function DayCard({ day }: { day: RosterDays[number] }) {
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(api.rosterKey, show);
  const say = (available: boolean) =>
    actions.run({
      call: () => api.setAvailability({ date: day.date, available }),
      done: `Saved: you ${available ? 'can' : 'cannot'} work on ${longDate(day.date)}.`,
    });
  return (
    <li className="roster-day">
      <h3>{longDate(day.date)}</h3>
      <p className={day.status === 'cancelled' ? 'roster-cancelled' : undefined}>{dayLine(day)}</p>
      <div className="roster-row" role="group" aria-label={`Can you work on ${longDate(day.date)}?`}>
        <button
          type="button"
          className="button button-secondary roster-choice"
          aria-pressed={day.available === true}
          onClick={() => say(true)}
        >
          I can work
        </button>
        <button
          type="button"
          className="button button-secondary roster-choice"
          aria-pressed={day.available === false}
          onClick={() => say(false)}
        >
          I cannot work
        </button>
      </div>
      <Alert feedback={feedback} />
      <ul>
        {day.duties.map((d) => (
          <li key={d.roleId} className="roster-row">
            <span>
              {d.roleName}: {d.filled} of {d.places} filled
              {d.firstNames.length > 0 && ` (${d.firstNames.join(', ')})`}
            </span>
            {d.mine && <strong>Yours</strong>}
            {!d.mine && d.blockedBy && <span>{d.blockedBy}</span>}
            {!d.mine && !d.blockedBy && (
              <button
                type="button"
                onClick={() =>
                  actions.run({
                    call: () => api.takeDuty(day.date, d.roleId),
                    done: `You are on duty as ${d.roleName} on ${longDate(day.date)}. A confirmation is on its way by e-mail.`,
                  })
                }
              >
                Take {d.roleName} on {longDate(day.date)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A volunteer's duties: what they have, their hours and calendar, and the running days ahead to take. */
function VolunteerDutiesPage() {
  const days = useQuery(api.rosterDaysQuery);
  const mine = useQuery(api.myDutiesQuery);
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(api.rosterKey, show);

  return (
    <article className="page roster">
      <PageMeta title="Duties" description="Your duties on the railway's running days." noindex />
      <h1>Duties</h1>
      <Alert feedback={feedback} />
      {(days.isPending || mine.isPending) && <p role="status">Loading the roster…</p>}
      {(days.isError || mine.isError) && <p>The roster could not be loaded just now.</p>}
      {mine.data && (
        <>
          <CoverWanted wanted={mine.data.coverWanted} actions={actions} />
          <MyDutiesSection mine={mine.data} actions={actions} />
          <HoursSection hours={mine.data.hours} />
          <FeedSection feed={mine.data.feed} actions={actions} />
        </>
      )}
      {days.data && (
        <section aria-labelledby="days-ahead">
          <h2 id="days-ahead">Running days ahead</h2>
          {days.data.length === 0 && <p>There are no running days in the coming months yet.</p>}
          <AvailabilityForMonth days={days.data} actions={actions} />
          <ul className="roster-days">
            {days.data.map((day) => (
              <DayCard key={day.date} day={day} />
            ))}
          </ul>
        </section>
      )}
      <AskFirstDialog actions={actions} />
    </article>
  );
}

export default withQueryClient(VolunteerDutiesPage);
