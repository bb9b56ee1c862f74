import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { railwayTimeZone } from '@lmr/shared/timetable';
import { Alert, useTimedFeedback } from '../ui/feedback.tsx';
import { ConfirmDialog } from '../ui/modal-dialog.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { devicesKey, devicesQuery, endOtherSessions, endSession } from './api.ts';
import { failureMessage } from './failure-message.ts';

const when = new Intl.DateTimeFormat('en-GB', { timeZone: railwayTimeZone, dateStyle: 'medium', timeStyle: 'short' });

const deviceName = (d: { browser: string; current: boolean }) => (d.current ? `${d.browser} (this device)` : d.browser);

interface Ending {
  text: string;
  run: () => Promise<unknown>;
  current?: boolean;
}

/** The browsers signed in to this account, each of which can be signed out. */
export function DevicesList() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const { data: devices } = useQuery(devicesQuery);
  const [ending, setEnding] = useState<Ending | null>(null);

  async function confirmed() {
    if (!ending) return;
    const { run, current } = ending;
    setEnding(null);
    try {
      await run();
      // Signing this browser out: a full load shows the page as a visitor sees it.
      if (current) return window.location.assign('/login');
      show('Signed out.', 'success');
    } catch (err) {
      show(failureMessage(err), 'error');
    }
    await queryClient.invalidateQueries({ queryKey: devicesKey });
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Signed-in devices</h3>
      <Alert feedback={feedback} />
      {devices && (
        <DataTable
          label="Signed-in devices table"
          className="accounts-table devices-table"
          rows={devices}
          // Two columns, the facts stacked in the first, so the table fits a 360 px phone without scrolling.
          columns={[
            {
              header: 'Device',
              rowHeader: true,
              cell: (d) => (
                <>
                  {deviceName(d)}
                  <br />
                  {d.address}
                  <br />
                  Last used {when.format(new Date(d.lastUsedAt))}
                </>
              ),
            },
            {
              header: 'Action',
              cell: (d) => (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Sign out ${deviceName(d)}, last used ${when.format(new Date(d.lastUsedAt))}`}
                  onClick={() =>
                    setEnding({
                      text: `Sign out ${deviceName(d)} at ${d.address}?`,
                      run: () => endSession(d),
                      current: d.current,
                    })
                  }
                >
                  Sign out
                </button>
              ),
            },
          ]}
        />
      )}
      {devices && devices.length > 1 && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            setEnding({
              text: `Sign out all ${devices.length - 1} other devices? This one stays signed in.`,
              run: endOtherSessions,
            })
          }
        >
          Sign out every other device
        </button>
      )}
      <ConfirmDialog
        open={ending !== null}
        text={ending?.text ?? ''}
        onConfirm={() => void confirmed()}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}
