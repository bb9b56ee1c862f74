import type { RequestOf } from '@lmr/shared/api-contract';
import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';
import { rosterKey } from '../../lib/my-duties.ts';

export { myDutiesQuery, rosterKey } from '../../lib/my-duties.ts';

export const rosterDaysQuery = { queryKey: [...rosterKey, 'days'], queryFn: () => callApi(apiRoutes.rosterDays) };
export const adminRosterQuery = { queryKey: [...rosterKey, 'admin'], queryFn: () => callApi(apiRoutes.adminRoster) };
export const rosterSetupQuery = { queryKey: [...rosterKey, 'setup'], queryFn: () => callApi(apiRoutes.rosterSetup) };
export const qualificationsQuery = {
  queryKey: [...rosterKey, 'qualifications'],
  queryFn: () => callApi(apiRoutes.qualifications),
};
export const candidatesQuery = (date: string, roleId: string) => ({
  queryKey: [...rosterKey, 'candidates', date, roleId],
  queryFn: () => callApi(apiRoutes.dutyCandidates, { params: { date, roleId } }),
});

export const setAvailability = (body: { date?: string; month?: string; available: boolean }) =>
  callApi(apiRoutes.setAvailability, { body });
export const takeDuty = (date: string, roleId: string) => callApi(apiRoutes.takeDuty, { body: { date, roleId } });
export const withdrawDuty = (id: string) => callApi(apiRoutes.withdrawDuty, { params: { id } });
export const askCover = (id: string) => callApi(apiRoutes.askCover, { params: { id } });
export const takeBackCover = (id: string) => callApi(apiRoutes.takeBackCover, { params: { id } });
export const acceptCover = (id: string) => callApi(apiRoutes.acceptCover, { params: { id } });
export const renewFeed = () => callApi(apiRoutes.renewRosterFeed);
export const revokeFeed = () => callApi(apiRoutes.revokeRosterFeed);

export const addRole = (name: string, qualification: string) =>
  callApi(apiRoutes.addDutyRole, { body: { name, qualification: qualification || null } });
export const editRole = (id: string, name: string, qualification: string) =>
  callApi(apiRoutes.editDutyRole, { params: { id }, body: { name, qualification: qualification || null } });
export const deleteRole = (id: string) => callApi(apiRoutes.deleteDutyRole, { params: { id } });
export const setNeed = (patternId: string, roleId: string, places: number) =>
  callApi(apiRoutes.setRoleNeed, { body: { patternId, roleId, places } });
export const setQualification = (userId: string, qualification: string, expiresOn: string) =>
  callApi(apiRoutes.setQualification, { body: { userId, qualification, expiresOn } });
export const deleteQualification = (id: string) => callApi(apiRoutes.deleteQualification, { params: { id } });
export const assignDuty = (date: string, roleId: string, userId: string, despiteUnavailable: boolean) =>
  callApi(apiRoutes.assignDuty, { body: { date, roleId, userId, despiteUnavailable } });
export const removeAssignment = (id: string) => callApi(apiRoutes.removeAssignment, { params: { id } });
export const correctHours = (id: string, hours: number) =>
  callApi(apiRoutes.correctHours, { params: { id }, body: { hours } });
export const mailDayRoster = (date: string, body: RequestOf<'mailDayRoster'>) =>
  callApi(apiRoutes.mailDayRoster, { params: { date }, body });
