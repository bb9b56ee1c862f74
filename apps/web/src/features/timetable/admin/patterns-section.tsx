import { useEffect, useRef, useState } from 'react';
import { type AdminTimetable, formatPence } from '@lmr/shared/timetable';
import * as api from '../api.ts';
import { PatternForm } from './pattern-form.tsx';
import type { TimetableActions } from './timetable-actions.ts';
import { RemoveButton } from './timetable-controls.tsx';

/** The kinds of day ("Standard Saturday", "Ghost Trains evening"): listed, added, changed, removed. */
export function PatternsSection({ data, actions }: { data: AdminTimetable; actions: TimetableActions }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // Counts the saves, so that the form starts afresh after each.
  const [saves, setSaves] = useState(0);
  const saved = () => {
    setEditingId(null);
    setSaves((n) => n + 1);
  };
  const editing = data.patterns.find((p) => p.id === editingId);
  const formTitle = editing ? `Change the pattern ${editing.name}` : 'Add a pattern';
  const title = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the form they asked for.
  useEffect(() => {
    if (editingId) title.current?.focus();
  }, [editingId]);

  return (
    <section aria-labelledby="patterns-title">
      <h2 id="patterns-title">Patterns</h2>
      <ul>
        {data.patterns.map((p) => (
          <li key={p.id}>
            <strong>{p.name}</strong>: {p.opens} to {p.closes}; adult {formatPence(p.fares.adult)}, child{' '}
            {formatPence(p.fares.child)}, family {formatPence(p.fares.family)}{' '}
            <button type="button" className="button button-secondary" onClick={() => setEditingId(p.id)}>
              Change {p.name}
            </button>{' '}
            <RemoveButton
              actions={actions}
              question={`Remove the pattern “${p.name}”?`}
              action={{
                call: () => api.deletePattern(p.id),
                done: `The pattern ${p.name} is removed.`,
              }}
            >
              Remove {p.name}
            </RemoveButton>
          </li>
        ))}
      </ul>
      <PatternForm
        // A new key empties the fields or fills them with the pattern chosen.
        key={`${editing?.id ?? 'new'}-${saves}`}
        pattern={editing}
        busy={actions.busy}
        onSave={(pattern) =>
          actions.run(
            editing
              ? {
                  call: () => api.editPattern(editing.id, pattern),
                  done: `The pattern ${pattern.name} is changed; its days show the change.`,
                  then: saved,
                }
              : { call: () => api.addPattern(pattern), done: 'The pattern is added.', then: saved },
          )
        }
        after={
          editing && (
            <button type="button" className="button button-secondary" onClick={() => setEditingId(null)}>
              Stop changing {editing.name}
            </button>
          )
        }
      >
        <h3 id="pattern-form-title" ref={title} tabIndex={-1}>
          {formTitle}
        </h3>
      </PatternForm>
    </section>
  );
}
