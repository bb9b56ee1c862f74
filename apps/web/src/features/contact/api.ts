import { apiRoutes as api } from '@lmr/shared/api-routes';
import type { ContactMessage, ContactReplyRequest, ContactRequest } from '@lmr/shared/schemas';
import { callApi } from '../../lib/api-client.ts';

export type MessageFilter = 'open' | 'handled' | 'all';

const handledQuery: Record<MessageFilter, string> = { open: '?handled=false', handled: '?handled=true', all: '' };

export const listMessages = (filter: MessageFilter) =>
  callApi<ContactMessage[]>({ ...api.contactMessages, path: `${api.contactMessages.path}${handledQuery[filter]}` });

export const markMessage = (id: string, handled: boolean) =>
  callApi<{ message: string }>(api.markContactMessage, { params: { id }, body: { handled } });

export const answerMessage = (id: string, body: ContactReplyRequest) =>
  callApi<{ message: string }>(api.replyToContactMessage, { params: { id }, body });

export const sendContactMessage = (body: ContactRequest) => callApi(api.sendEmail, { body });
