import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { supporterWords as w } from '@lmr/shared/supporter-words';
import { limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { enforceRateLimit } from '../../../domains/abuse/rate-limit.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { removeSubscribers } from '../../../domains/newsletter/subscribers-repository.ts';
import { emailsOf } from '../../../domains/supporters/supporters-repository.ts';
import { supporterLinkJob, supporterOfToken } from '../../../domains/supporters/supporter-link.ts';
import {
  changeConsents,
  changeDetails,
  eraseSupporter,
  findSupporters,
  mergeSupporters,
  recordAdminConsent,
  supporterExport,
  supporterPage,
} from '../../../domains/supporters/supporter-record.ts';
import { defineRoute } from '../../define-route.ts';

const HOUR = 60 * 60 * 1000;
/** A link mailed per request: limited per address and per e-mail, as other forms are. */
const linkLimits = { ip: { limit: 10, windowMs: HOUR }, address: { limit: 3, windowMs: HOUR } };

/** The own link's calls, limited per address together: a token cannot be guessed, but nobody needs more. */
const limitOwn = (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) =>
  enforceRateLimit(app.database, reply, `supporter-own:ip:${rateLimitAddress(request.ip)}`, {
    limit: 120,
    windowMs: HOUR,
  });

const download = (reply: FastifyReply) => reply.header('content-disposition', 'attachment; filename="my-data.json"');

/** The supporter record: admins' search, page, merge, export and erasure; the supporter's own link. */
export default async function supporterRoutes(app: FastifyInstance) {
  const { database, supporterSources: sources } = app;
  const { db } = database;
  const linkJob = supporterLinkJob(sources);
  /** The newsletter's consent withdrawn stops the newsletter at once, as its own link would. */
  const stopNewsletter = async (id: string) => removeSubscribers(db, await emailsOf(db, id));

  defineRoute(app, api.searchSupporters, async (request) => ({
    supporters: await findSupporters(db, sources, request.body.q),
  }));

  defineRoute(app, api.adminSupporter, async (request) => supporterPage(db, sources, request.params.id));

  defineRoute(app, api.updateSupporter, async (request) => {
    await changeDetails(db, request.params.id, request.body);
    auditNote(request, `supporter ${request.params.id}`);
    return supporterPage(db, sources, request.params.id);
  });

  defineRoute(app, api.mergeSupporters, async (request) => {
    const { id } = request.params;
    const merged = await mergeSupporters(db, id, request.body.otherId, request.body.confirm);
    auditNote(request, `${merged.other} into ${merged.into}`);
    return supporterPage(db, sources, id);
  });

  defineRoute(app, api.exportSupporter, async (request, reply) => {
    auditNote(request, `supporter ${request.params.id}`);
    return download(reply).send(await supporterExport(db, sources, request.params.id));
  });

  // The note names the record by its id only: the log keeps no name or e-mail of a person erased.
  defineRoute(app, api.eraseSupporter, async (request, reply) => {
    await eraseSupporter({ db, payments: app.payments }, sources, request.params.id, request.body.confirm);
    auditNote(request, `supporter ${request.params.id}`);
    return reply.status(204).send();
  });

  defineRoute(app, api.recordSupporterConsent, async (request) => {
    const { id } = request.params;
    const { purpose, given, way } = request.body;
    await recordAdminConsent(db, id, request.body);
    auditNote(request, `supporter ${id}: ${purpose} ${given ? 'given' : 'withdrawn'} ${way}`);
    const page = await supporterPage(db, sources, id);
    // A withdrawal recorded late, behind a newer consent, is history only: the newer one stands.
    const newsletter = page.consents.find((c) => c.purpose === 'newsletter');
    if (purpose === 'newsletter' && !given && newsletter?.given === false) await stopNewsletter(id);
    return page;
  });

  // Whether the e-mail is known is decided by the mail job: the answer is the same, and as quick, for anybody.
  defineRoute(app, api.requestSupporterLink, async (request, reply) => {
    await limitPerIpAndAddress(database, request, reply, 'supporter-link', request.body.email, linkLimits);
    await app.mailQueue.send(linkJob, { email: request.body.email });
    return reply.status(202).send({ sent: true });
  });

  defineRoute(app, api.ownSupporter, async (request, reply) => {
    await limitOwn(app, request, reply);
    return supporterPage(db, sources, await supporterOfToken(db, request.body.token));
  });

  defineRoute(app, api.updateOwnSupporter, async (request, reply) => {
    await limitOwn(app, request, reply);
    const { token, consents, ...details } = request.body;
    const id = await supporterOfToken(db, token);
    await changeDetails(db, id, details);
    const changes = await changeConsents(db, id, consents, w.consentHow.ownLink);
    if (changes.some((c) => c.purpose === 'newsletter' && !c.given)) await stopNewsletter(id);
    return supporterPage(db, sources, id);
  });

  defineRoute(app, api.exportOwnSupporter, async (request, reply) => {
    await limitOwn(app, request, reply);
    const id = await supporterOfToken(db, request.body.token);
    return download(reply).send(await supporterExport(db, sources, id));
  });
}
