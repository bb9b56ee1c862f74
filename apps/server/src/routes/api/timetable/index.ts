import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { HttpError, notFound } from '../../../http-error.ts';
import { sendPrecompressed } from '../../../http/precompressed.ts';
import { publicCache } from '../../../http/public-cache.ts';
import { isUniqueViolation } from '../../../db/error-kinds.ts';
import { defineRoute } from '../../define-route.ts';
import * as repo from '../../../domains/running-days/running-days-repository.ts';
import { runningDays } from '../../../domains/running-days/running-days.ts';
import { ruleText } from '../../../domains/running-days/season-rules.ts';
import { adminTimetable, publicTimetable, timetableSummary } from '../../../domains/running-days/timetable-service.ts';
import { versionOfTheDay } from '../../../domains/content/content-version.ts';
import { railwayToday } from '@lmr/shared/timetable';

const nameTaken = () =>
  new HttpError(409, 'duplicate', 'There is already a pattern with that name.', {
    name: 'There is already a pattern with that name.',
  });
const unknownPattern = () =>
  new HttpError(400, 'invalid_input', 'Please choose a pattern.', { patternId: 'That pattern does not exist.' });

/** The timetable's calls: one public read, and the admin screens' changes (each raises the feed's SEQUENCEs). */
export default async function timetableRoutes(app: FastifyInstance) {
  const { db } = app.database;
  // Kept by the railway's date as well: the timetable's horizon moves at its midnight.
  const days = publicCache(versionOfTheDay(app.contentVersion, railwayToday), () => publicTimetable(db));
  const summary = publicCache(versionOfTheDay(app.contentVersion, railwayToday), () => timetableSummary(db));
  const change = <T>(fn: Parameters<typeof repo.changeTimetable<T>>[1]) =>
    repo.changeTimetable(db, fn).finally(app.contentVersion.changed);

  defineRoute(app, api.timetable, async (request, reply) =>
    sendPrecompressed(request, reply, await days.get(), { type: 'application/json; charset=utf-8' }),
  );
  defineRoute(app, api.timetableSummary, async (request, reply) =>
    sendPrecompressed(request, reply, await summary.get(), { type: 'application/json; charset=utf-8' }),
  );
  defineRoute(app, api.adminTimetable, async () => adminTimetable(db));

  defineRoute(app, api.addPattern, async (request, reply) => {
    const id = await change((tx) => repo.insertPattern(tx, request.body)).catch(rethrowNameTaken);
    return reply.status(201).send({ id });
  });
  defineRoute(app, api.editPattern, async (request) => {
    const found = await change((tx) => repo.updatePattern(tx, request.params.id, request.body)).catch(rethrowNameTaken);
    if (!found) throw notFound('There is no such pattern.');
    return { id: request.params.id };
  });
  defineRoute(app, api.deletePattern, async (request, reply) => {
    const removed = await change(async (tx) => {
      if (await repo.patternInUse(tx, request.params.id)) {
        throw new HttpError(409, 'in_use', 'A season rule or a running day uses this pattern. Remove those first.');
      }
      return repo.deletePattern(tx, request.params.id);
    });
    if (!removed) throw notFound('There is no such pattern.');
    return reply.status(204).send();
  });

  defineRoute(app, api.addRule, async (request, reply) => {
    const { starts, ends, weekdays, patternId, label, includeBankHolidays, exceptions } = request.body;
    const id = await change(async (tx) => {
      if (!(await repo.patternExists(tx, patternId))) throw unknownPattern();
      return repo.insertRule(tx, {
        patternId,
        label,
        rrule: ruleText({ starts, ends, weekdays }),
        includeBankHolidays,
        exceptions: [...new Set(exceptions)].sort(),
      });
    });
    return reply.status(201).send({ id });
  });
  defineRoute(app, api.deleteRule, async (request, reply) => {
    if (!(await change((tx) => repo.deleteRule(tx, request.params.id)))) throw notFound('There is no such rule.');
    return reply.status(204).send();
  });

  defineRoute(app, api.addExtraDay, async (request, reply) => {
    await change(async (tx) => {
      if (!(await repo.patternExists(tx, request.body.patternId))) throw unknownPattern();
      await repo.upsertExtraDay(tx, request.body.date, request.body.patternId);
    });
    return reply.status(201).send({ date: request.body.date });
  });
  defineRoute(app, api.deleteExtraDay, async (request, reply) => {
    if (!(await change((tx) => repo.deleteExtraDay(tx, request.params.date)))) {
      throw notFound('That date was not added as a running day.');
    }
    return reply.status(204).send();
  });

  defineRoute(app, api.addBankHoliday, async (request, reply) => {
    await change((tx) => repo.upsertBankHoliday(tx, request.body));
    return reply.status(201).send({ date: request.body.date });
  });
  defineRoute(app, api.deleteBankHoliday, async (request, reply) => {
    if (!(await change((tx) => repo.deleteBankHoliday(tx, request.params.date)))) {
      throw notFound('That date is not a bank holiday in the list.');
    }
    return reply.status(204).send();
  });

  defineRoute(app, api.changeDay, async (request) => {
    const date = request.params.date;
    await change(async (tx) => {
      const running = runningDays(await repo.loadSource(tx)).some((d) => d.date === date);
      if (!running) throw notFound('The railway does not run on that date.');
      await repo.upsertChange(tx, { date, ...request.body });
    });
    return { date };
  });
  defineRoute(app, api.undoDayChange, async (request, reply) => {
    if (!(await change((tx) => repo.deleteChange(tx, request.params.date)))) {
      throw notFound('That day has no change to undo.');
    }
    return reply.status(204).send();
  });
}

function rethrowNameTaken(err: unknown): never {
  throw isUniqueViolation(err) ? nameTaken() : err;
}
