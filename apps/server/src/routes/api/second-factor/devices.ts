import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { countOf } from '@lmr/shared/plural';
import { secondFactorMessages as m } from '@lmr/shared/second-factor';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { browserName } from '../../../domains/second-factor/browser-name.ts';
import { tellOwnerOfChange } from '../../../domains/second-factor/devices.ts';
import { notFound } from '../../../http-error.ts';
import { clearSessionCookie } from '../../../plugins/auth.ts';
import {
  deleteUserSession,
  deleteUserSessions,
  listUserSessions,
} from '../../../domains/sessions/sessions-repository.ts';
import { defineRoute } from '../../define-route.ts';

/** The devices a user is signed in on, and signing them out. */
export default async function deviceRoutes(app: FastifyInstance) {
  const { db } = app.database;

  defineRoute(app, api.listSessions, async (request) =>
    (await listUserSessions(db, request.user.id)).map((s) => ({
      id: s.id,
      browser: browserName(s.userAgent),
      address: s.ip,
      signedInAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastSeenAt.toISOString(),
      current: s.tokenHash === request.user.tokenHash,
    })),
  );

  defineRoute(app, api.endSession, async (request, reply) => {
    const { id } = request.params;
    auditNote(request, `Device ${id}`);
    const ended = await deleteUserSession(db, request.user.id, id);
    if (!ended) throw notFound(m.sessionNotFound);
    if (id === request.user.sessionId) clearSessionCookie(reply);
    else {
      const device = { browser: browserName(ended.userAgent), address: ended.ip };
      await tellOwnerOfChange(app, request, { kind: 'device-signed-out', ...device });
    }
    return reply.status(204).send();
  });

  defineRoute(app, api.endOtherSessions, async (request, reply) => {
    const ended = await deleteUserSessions(db, request.user.id, request.user.tokenHash);
    auditNote(request, countOf(ended.length, 'other device'));
    if (ended.length > 0) await tellOwnerOfChange(app, request, { kind: 'devices-signed-out', count: ended.length });
    return reply.status(204).send();
  });
}
