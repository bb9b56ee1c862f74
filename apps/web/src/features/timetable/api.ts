import { timetableRoutes } from '@lmr/shared/timetable-routes';
import type { DayChangeRequest, PatternRequest, RuleRequest } from '@lmr/shared/timetable';
import { callApi } from '../../lib/api-client.ts';

export const adminTimetableQuery = {
  queryKey: ['timetable', 'admin'] as const,
  queryFn: () => callApi(timetableRoutes.adminTimetable),
};

export const addPattern = (body: PatternRequest) => callApi(timetableRoutes.addPattern, { body });
export const deletePattern = (id: string) => callApi(timetableRoutes.deletePattern, { params: { id } });
export const addRule = (body: RuleRequest) => callApi(timetableRoutes.addRule, { body });
export const addExtraDay = (date: string, patternId: string) =>
  callApi(timetableRoutes.addExtraDay, { body: { date, patternId } });
export const deleteExtraDay = (date: string) => callApi(timetableRoutes.deleteExtraDay, { params: { date } });
export const editPattern = (id: string, body: PatternRequest) =>
  callApi(timetableRoutes.editPattern, { params: { id }, body });
export const deleteRule = (id: string) => callApi(timetableRoutes.deleteRule, { params: { id } });
export const addBankHoliday = (date: string, name: string) =>
  callApi(timetableRoutes.addBankHoliday, { body: { date, name } });
export const deleteBankHoliday = (date: string) => callApi(timetableRoutes.deleteBankHoliday, { params: { date } });
export const changeDay = (date: string, body: DayChangeRequest) =>
  callApi(timetableRoutes.changeDay, { params: { date }, body });
export const undoDayChange = (date: string) => callApi(timetableRoutes.undoDayChange, { params: { date } });
