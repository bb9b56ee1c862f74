import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FEEDBACK_MS } from '@lmr/shared/messages';

export type AlertType = 'success' | 'error' | 'info';

export interface Feedback {
  text: string;
  type: AlertType;
}

/**
 * Feedback that vanishes after the spec's 3 seconds, or with `lasting` stays until replaced: for words
 * that take longer to read, such as what to do about an expired link.
 */
export function useTimedFeedback(lasting = false) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string, type: AlertType) => {
      clearTimeout(timer.current);
      setFeedback({ text, type });
      if (!lasting) timer.current = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    },
    [lasting],
  );
  return { feedback, show, clear: () => setFeedback(null) };
}

/**
 * An accessible alert: errors interrupt screen readers, other news waits politely. With `reveal` (news
 * handed over by the screen that sent the user here, which may sit far down the page) it is scrolled
 * into view when it appears.
 */
export function Alert({ feedback, reveal }: { feedback: Feedback | null; reveal?: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal && feedback) region.current?.scrollIntoView({ block: 'center' });
  }, [reveal, feedback]);
  return (
    <div ref={region} role={feedback?.type === 'error' ? 'alert' : 'status'} className="alert-region">
      {feedback && <p className={`alert alert-${feedback.type}`}>{feedback.text}</p>}
    </div>
  );
}

/** The success message a screen handed over when it sent the user here (navigate(path, { state: { feedback } })). */
export const useHandedFeedback = () => (useLocation().state as { feedback?: Feedback } | null)?.feedback ?? null;
