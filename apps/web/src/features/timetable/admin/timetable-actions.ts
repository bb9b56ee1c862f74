import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AlertType } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export interface TimetableAction {
  call: () => Promise<unknown>;
  /** What the admin reads when it worked. */
  done: string;
  /** Emptied when it worked. */
  form?: HTMLFormElement;
  /** Runs when it worked, after the timetable is read again. */
  then?: () => void;
}

/**
 * How every part of the timetable screen changes something: one call at a time, its outcome in the
 * screen's alert, the timetable read again; removals ask first, by name.
 */
export function useTimetableActions(show: (text: string, type: AlertType) => void) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: (action: TimetableAction) => action.call(),
    onSuccess: async (_, action) => {
      show(action.done, 'success');
      action.form?.reset();
      await client.invalidateQueries({ queryKey: ['timetable'] });
      action.then?.();
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? Object.values(err.fields) : [];
      show([err.message, ...fields].join(' '), 'error');
    },
  });
  const [asking, setAsking] = useState<{ text: string; action: TimetableAction } | null>(null);

  return {
    run: (action: TimetableAction) => run.mutate(action),
    busy: run.isPending,
    /** A form's submit handler: builds the action from what was typed. */
    submit: (build: (form: FormData) => Omit<TimetableAction, 'form'>) => (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      run.mutate({ ...build(new FormData(e.currentTarget)), form: e.currentTarget });
    },
    /** Asks `text` in the site's confirm dialog, then runs the action. */
    askFirst: (text: string, action: TimetableAction) => setAsking({ text, action }),
    asking,
    answer: (confirmed: boolean) => {
      if (confirmed && asking) run.mutate(asking.action);
      setAsking(null);
    },
  };
}

export type TimetableActions = ReturnType<typeof useTimetableActions>;

export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
