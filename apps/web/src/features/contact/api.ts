import type { QueryOf } from '@lmr/shared/api-contract';
import { contactRoutes } from '@lmr/shared/contact-routes';
import type { ContactReplyRequest, ContactRequest } from '@lmr/shared/contact';
import { callApi } from '../../lib/api-client.ts';

export type MessageFilter = 'open' | 'handled' | 'all';

const handledQuery: Record<MessageFilter, QueryOf<'contactMessages'>> = {
  open: { handled: 'false' },
  handled: { handled: 'true' },
  all: {},
};

export const listMessages = (filter: MessageFilter) =>
  callApi(contactRoutes.contactMessages, { query: handledQuery[filter] });

export const markMessage = (id: string, handled: boolean) =>
  callApi(contactRoutes.markContactMessage, { params: { id }, body: { handled } });

export const answerMessage = (id: string, body: ContactReplyRequest) =>
  callApi(contactRoutes.replyToContactMessage, { params: { id }, body });

export const sendContactMessage = (body: ContactRequest) => callApi(contactRoutes.sendContactMessage, { body });
