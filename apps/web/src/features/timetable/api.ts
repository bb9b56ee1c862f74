import { apiRoutes } from '@lmr/shared/api-routes';
import type { DayChangeRequest, PatternRequest, RuleRequest } from '@lmr/shared/timetable';
import { callApi } from '../../lib/api-client.ts';

export const adminTimetableQuery = {
  queryKey: ['timetable', 'admin'] as const,
  queryFn: () => callApi(apiRoutes.adminTimetable),
};

export const addPattern = (body: PatternRequest) => callApi(apiRoutes.addPattern, { body });
export const deletePattern = (id: string) => callApi(apiRoutes.deletePattern, { params: { id } });
export const addRule = (body: RuleRequest) => callApi(apiRoutes.addRule, { body });
export const addExtraDay = (date: string, patternId: string) =>
  callApi(apiRoutes.addExtraDay, { body: { date, patternId } });
export const deleteExtraDay = (date: string) => callApi(apiRoutes.deleteExtraDay, { params: { date } });
export const editPattern = (id: string, body: PatternRequest) =>
  callApi(apiRoutes.editPattern, { params: { id }, body });
export const deleteRule = (id: string) => callApi(apiRoutes.deleteRule, { params: { id } });
export const addBankHoliday = (date: string, name: string) =>
  callApi(apiRoutes.addBankHoliday, { body: { date, name } });
export const deleteBankHoliday = (date: string) => callApi(apiRoutes.deleteBankHoliday, { params: { date } });
export const changeDay = (date: string, body: DayChangeRequest) =>
  callApi(apiRoutes.changeDay, { params: { date }, body });
export const undoDayChange = (date: string) => callApi(apiRoutes.undoDayChange, { params: { date } });
