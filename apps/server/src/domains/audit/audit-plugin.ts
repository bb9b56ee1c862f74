import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditAction, recordAudit } from './audit-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call only computes an answer (a preview): nothing to record. */
    changesNothing?: true;
    /** A user's call recorded whoever makes it (sign-in steps, second factor, devices). */
    audited?: true;
  }
  interface FastifyRequest {
    /** What a handler says it changed, by name; read by the audit hook. */
    auditNotes: string[] | null;
    /** Who made an audited call without a session, once the handler knows (a password changed with the old one). */
    auditActor: AuditActor | null;
  }
}

interface AuditActor {
  /** Null for someone without an account (a member acting through their mailed link). */
  id: string | null;
  email: string;
  name: string;
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFUSED_AT_THE_DOOR = new Set([401, 403]);

/**
 * Whether a route's calls are recorded: every admin call that can change something, by rule not by
 * list. Previews are POSTs that change nothing; recorded, they would bury the real actions.
 */
export const isAudited = (route: { method: string; access?: string; changesNothing?: boolean; audited?: boolean }) =>
  (route.access === 'admin' && CHANGING_METHODS.has(route.method) && !route.changesNothing) || Boolean(route.audited);

/** Lets a handler name what it changed ("Event “Opening day”"), in the audit log beside the call. */
export function auditNote(request: FastifyRequest, note: string) {
  (request.auditNotes ??= []).push(note);
}

/** Names who made an audited call that came without a session (one with a session is recorded as its user's). */
export function auditActor(request: FastifyRequest, actor: AuditActor) {
  request.auditActor = { id: actor.id, email: actor.email, name: actor.name };
}

/**
 * Records every admin call that can change something, driven by the access rule each route declares,
 * so a new admin route is recorded without anyone remembering to. The row is written before the answer
 * goes out (onSend, not onResponse): once an admin sees "done", the log already says so.
 * Registered after the auth plugin, in the API's context.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auditNotes', null);
  app.decorateRequest('auditActor', null);
  app.addHook('onSend', async (request, reply) => {
    const { access, changesNothing, audited } = request.routeOptions.config ?? {};
    const actor = request.user ?? request.auditActor;
    if (!isAudited({ method: request.method, access, changesNothing, audited }) || !actor) return;
    if (!audited && request.user?.role !== 'admin') return;
    // Refused at the door (a session that has not passed its second factor, or a cross-site call): the
    // handler never ran and nothing changed, so it is no admin action. Sign-in steps (audited) keep theirs.
    if (!audited && REFUSED_AT_THE_DOOR.has(reply.statusCode)) return;
    await recordAudit(app.database.db, {
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: actor.name,
      action: auditAction(
        (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId,
        request.routeOptions.schema?.summary,
      ),
      method: request.method,
      path: request.url.slice(0, 2000),
      status: reply.statusCode,
      ip: request.ip,
      details: (request.auditNotes ?? []).join('; ').slice(0, 2000),
    });
  });
});
