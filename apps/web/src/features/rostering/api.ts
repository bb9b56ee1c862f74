import type { RequestOf } from '@lmr/shared/api-contract';
import { rosterRoutes } from '@lmr/shared/roster-routes';
import { callApi } from '../../lib/api-client.ts';
import { rosterKey } from '../../lib/my-duties.ts';

export { myDutiesQuery, rosterKey } from '../../lib/my-duties.ts';

export const rosterDaysQuery = { queryKey: [...rosterKey, 'days'], queryFn: () => callApi(rosterRoutes.rosterDays) };
export const adminRosterQuery = { queryKey: [...rosterKey, 'admin'], queryFn: () => callApi(rosterRoutes.adminRoster) };
export const rosterSetupQuery = { queryKey: [...rosterKey, 'setup'], queryFn: () => callApi(rosterRoutes.rosterSetup) };
export const qualificationsQuery = {
  queryKey: [...rosterKey, 'qualifications'],
  queryFn: () => callApi(rosterRoutes.qualifications),
};
export const candidatesQuery = (date: string, roleId: string) => ({
  queryKey: [...rosterKey, 'candidates', date, roleId],
  queryFn: () => callApi(rosterRoutes.dutyCandidates, { params: { date, roleId } }),
});

export const setAvailability = (body: { date?: string; month?: string; available: boolean }) =>
  callApi(rosterRoutes.setAvailability, { body });
export const takeDuty = (date: string, roleId: string) => callApi(rosterRoutes.takeDuty, { body: { date, roleId } });
export const withdrawDuty = (id: string) => callApi(rosterRoutes.withdrawDuty, { params: { id } });
export const askCover = (id: string) => callApi(rosterRoutes.askCover, { params: { id } });
export const takeBackCover = (id: string) => callApi(rosterRoutes.takeBackCover, { params: { id } });
export const acceptCover = (id: string) => callApi(rosterRoutes.acceptCover, { params: { id } });
export const renewFeed = () => callApi(rosterRoutes.renewRosterFeed);
export const revokeFeed = () => callApi(rosterRoutes.revokeRosterFeed);

export const addRole = (name: string, qualification: string) =>
  callApi(rosterRoutes.addDutyRole, { body: { name, qualification: qualification || null } });
export const editRole = (id: string, name: string, qualification: string) =>
  callApi(rosterRoutes.editDutyRole, { params: { id }, body: { name, qualification: qualification || null } });
export const deleteRole = (id: string) => callApi(rosterRoutes.deleteDutyRole, { params: { id } });
export const setNeed = (patternId: string, roleId: string, places: number) =>
  callApi(rosterRoutes.setRoleNeed, { body: { patternId, roleId, places } });
export const setQualification = (userId: string, qualification: string, expiresOn: string) =>
  callApi(rosterRoutes.setQualification, { body: { userId, qualification, expiresOn } });
export const deleteQualification = (id: string) => callApi(rosterRoutes.deleteQualification, { params: { id } });
export const assignDuty = (date: string, roleId: string, userId: string, despiteUnavailable: boolean) =>
  callApi(rosterRoutes.assignDuty, { body: { date, roleId, userId, despiteUnavailable } });
export const removeAssignment = (id: string) => callApi(rosterRoutes.removeAssignment, { params: { id } });
export const correctHours = (id: string, hours: number) =>
  callApi(rosterRoutes.correctHours, { params: { id }, body: { hours } });
export const mailDayRoster = (date: string, body: RequestOf<'mailDayRoster'>) =>
  callApi(rosterRoutes.mailDayRoster, { params: { date }, body });
