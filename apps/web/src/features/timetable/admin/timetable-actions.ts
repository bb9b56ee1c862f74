import type { AlertType } from '../../../components/ui/feedback.tsx';
import { type ScreenAction, type ScreenActions, useScreenActions } from '../../../components/ui/screen-actions.ts';

/** The timetable screen's changes, each followed by the timetable read again. */
export const useTimetableActions = (show: (text: string, type: AlertType) => void) =>
  useScreenActions(['timetable'], show);

export type TimetableActions = ScreenActions;
export type TimetableAction = ScreenAction;
