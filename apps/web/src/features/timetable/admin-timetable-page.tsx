import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { BankHolidaysSection } from './admin/bank-holidays-section.tsx';
import { DayChangesSection } from './admin/day-changes-section.tsx';
import { ExtraDaysSection } from './admin/extra-days-section.tsx';
import { PatternsSection } from './admin/patterns-section.tsx';
import { RulesSection } from './admin/rules-section.tsx';
import { SeasonMonthsSection } from './admin/season-months-section.tsx';
import { useTimetableActions } from './admin/timetable-actions.ts';
import { adminTimetableQuery } from './api.ts';
import '../../components/timetable/timetable.css';

/** Patterns, season rules, single days, bank holidays and changes on the day, on one screen. */
function AdminTimetablePage() {
  const { data, isError } = useQuery(adminTimetableQuery);
  const { feedback, show } = useTimedFeedback();
  const actions = useTimetableActions(show);

  return (
    <article className="page admin-timetable">
      <PageMeta title="Timetable" description="Manage the running days." noindex />
      <h1>Timetable</h1>
      <Alert feedback={feedback} />
      {!data && !isError && <p role="status">Loading the timetable…</p>}
      {isError && <p>The timetable could not be loaded just now.</p>}
      {data && (
        <>
          <DayChangesSection data={data} actions={actions} />
          <PatternsSection data={data} actions={actions} />
          <RulesSection data={data} actions={actions} />
          <SeasonMonthsSection data={data} />
          <ExtraDaysSection data={data} actions={actions} />
          <BankHolidaysSection data={data} actions={actions} />
        </>
      )}
      <AskFirstDialog actions={actions} />
    </article>
  );
}

export default withQueryClient(AdminTimetablePage);
