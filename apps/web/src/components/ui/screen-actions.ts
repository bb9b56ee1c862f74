import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AlertType } from './feedback.tsx';
import { ApiError } from '../../lib/api-client.ts';

export interface ScreenAction {
  call: () => Promise<unknown>;
  /** What the admin reads when it worked. */
  done: string;
  /** Emptied when it worked. */
  form?: HTMLFormElement;
  /** Runs when it worked, after the screen's data is read again. */
  then?: () => void;
}

/**
 * How an admin screen changes something: one call at a time, its outcome in the screen's alert, the
 * screen's data (`queryKey`) read again; removals and mail to many ask first, by name.
 */
export function useScreenActions(queryKey: QueryKey, show: (text: string, type: AlertType) => void) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: (action: ScreenAction) => action.call(),
    onSuccess: async (_, action) => {
      show(action.done, 'success');
      action.form?.reset();
      await client.invalidateQueries({ queryKey });
      action.then?.();
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? Object.values(err.fields) : [];
      show([err.message, ...fields].join(' '), 'error');
    },
  });
  const [asking, setAsking] = useState<{ text: string; action: ScreenAction } | null>(null);

  return {
    run: (action: ScreenAction) => run.mutate(action),
    busy: run.isPending,
    /** A form's submit handler: builds the action from what was typed. */
    submit: (build: (form: FormData) => Omit<ScreenAction, 'form'>) => (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      run.mutate({ ...build(new FormData(e.currentTarget)), form: e.currentTarget });
    },
    /** Asks `text` in the site's confirm dialog, then runs the action. */
    askFirst: (text: string, action: ScreenAction) => setAsking({ text, action }),
    asking,
    answer: (confirmed: boolean) => {
      if (confirmed && asking) run.mutate(asking.action);
      setAsking(null);
    },
  };
}

export type ScreenActions = ReturnType<typeof useScreenActions>;

export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
