import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AlertType } from './feedback.tsx';
import { ApiError } from '../../lib/api-client.ts';

export interface ScreenAction {
  call: () => Promise<unknown>;
  /** What the admin reads when it worked. */
  done: string;
  /** Runs when it worked, after the screen's data is read again. */
  then?: () => void;
}

/** A refusal in words: the server's message and what it says of each field. */
export const errorWords = (err: Error) =>
  [err.message, ...(err instanceof ApiError ? Object.values(err.fields) : [])].join(' ');

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
      await client.invalidateQueries({ queryKey });
      action.then?.();
    },
    onError: (err) => show(errorWords(err), 'error'),
  });
  const [asking, setAsking] = useState<{ text: string; action: ScreenAction } | null>(null);

  return {
    run: (action: ScreenAction) => run.mutate(action),
    busy: run.isPending,
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
