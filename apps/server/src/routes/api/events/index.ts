import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { limits } from '@lmr/shared/limits';
import { imageAddress, imageIdOf } from '@lmr/shared/media';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { addEventFields } from '@lmr/shared/schemas';
import { badRequest, HttpError, notFound } from '../../../http-error.ts';
import { contentImageFile } from '../../../services/media/content-assets.ts';
import { sendWithEtag } from '../../../services/media/etag.ts';
import { sendPrecompressed } from '../../../services/precompressed.ts';
import { publicCache } from '../../../services/public-cache.ts';
import { deleteImageFiles, encodeImage, storeImage } from '../../../services/media/images.ts';
import { Cleanup } from '../../../services/media/pending-uploads.ts';
import { readMultipart } from '../../../services/media/multipart.ts';
import { defineRoute } from '../../define-route.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import {
  deleteEventRow,
  type EventInput,
  existingImageIds,
  findEvent,
  findEventBySlug,
  findEventRow,
  insertEvent,
  isUniqueViolation,
  listEvents,
  nameTaken,
  updateEvent,
} from './repository.ts';

const nameTakenError = () =>
  new HttpError(409, 'duplicate', feedbackMessages.eventNameTaken, { name: feedbackMessages.eventNameTaken });

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const i of issues) fields[String(i.path[0] ?? '_')] ??= i.message;
  return badRequest('Please check the fields.', fields);
};

export default async function eventRoutes(app: FastifyInstance) {
  const { db } = app.database;

  const allEvents = publicCache(app.contentVersion, () => listEvents(db));
  defineRoute(app, api.getAllEvents, async (request, reply) =>
    sendPrecompressed(request, reply, await allEvents.get(), { type: 'application/json; charset=utf-8' }),
  );

  defineRoute(app, api.getEvent, async (request, reply) => {
    const event = await findEvent(db, request.params.title);
    if (!event) throw notFound('There is no event with that title.');
    return sendWithEtag(request, reply, event);
  });

  defineRoute(app, api.getEventPage, async (request, reply) => {
    const event = await findEventBySlug(db, request.params.slug);
    if (!event) throw notFound('There is no such event.');
    return sendWithEtag(request, reply, event);
  });

  defineRoute(app, api.addEvent, async (request, reply) => {
    const cleanup = new Cleanup(db);
    try {
      let image: string | undefined;
      const gallery: string[] = [];
      const fields = await readMultipart(
        request,
        {
          image: { maxBytes: limits.imageMaxBytes, maxCount: 1 },
          gallery: { maxBytes: limits.imageMaxBytes, maxCount: limits.galleryMax },
        },
        async (field, bytes) => {
          const id = await storeImage(app.storage, await encodeImage(bytes), cleanup);
          if (field === 'image') image = id;
          else gallery.push(id);
        },
      );
      const parsed = addEventFields.safeParse({
        title: fields.title?.[0],
        description: fields.description?.[0],
        date: fields.date?.[0],
        galleryCaptions: fields.galleryCaptions ?? [],
      });
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      const { title, description, date, galleryCaptions } = parsed.data;
      auditNote(request, `Event “${title}”`);
      if (!image) throw badRequest(validationMessages.imageRequired, { image: validationMessages.imageRequired });
      if (galleryCaptions.length !== gallery.length) {
        throw badRequest(validationMessages.captionRequired, { galleryCaptions: validationMessages.captionRequired });
      }
      if (await nameTaken(db, title)) throw nameTakenError();
      const input: EventInput = {
        name: title,
        description,
        date: date ? new Date(date) : new Date(),
        image: imageAddress(image),
        gallery: gallery.map((id, i) => ({ image: imageAddress(id), caption: galleryCaptions[i]! })),
      };
      await insertEvent(db, input, [image, ...gallery], cleanup).catch((err) => {
        throw isUniqueViolation(err) ? nameTakenError() : err;
      });
      return reply.status(201).send((await findEvent(db, title))!);
    } catch (err) {
      await cleanup.undo(app.storage);
      throw err;
    }
  });

  defineRoute(app, api.editEvent, async (request) => {
    const row = await findEventRow(db, request.params.title);
    if (!row) throw notFound('There is no event with that title.');
    auditNote(request, `Event “${row.name}”${row.name === request.body.name ? '' : ` renamed “${request.body.name}”`}`);
    const current = (await findEvent(db, row.name))!;
    const body = request.body;
    const galleryImages = body.gallery ?? current.galleryImages;
    const captions = body.galleryCaptions ?? (body.gallery ? [] : current.galleryCaptions);
    if (captions.length !== galleryImages.length) {
      throw badRequest(validationMessages.captionRequired, { galleryCaptions: validationMessages.captionRequired });
    }
    const input: EventInput = {
      name: body.name,
      description: body.description,
      date: body.date ? new Date(body.date) : new Date(current.date),
      image: body.image ?? current.image,
      gallery: galleryImages.map((image, i) => ({ image, caption: captions[i]! })),
    };
    await assertImagesUsable([input.image, ...galleryImages], [current.image, ...current.galleryImages]);
    if (await nameTaken(db, input.name, row.id)) throw nameTakenError();
    const kept = new Set([input.image, ...galleryImages]);
    const dropped = [current.image, ...current.galleryImages].filter((a) => !kept.has(a));
    const droppedIds = dropped.map(imageIdOf).filter((id): id is string => !!id);
    await updateEvent(db, row.id, input, droppedIds).catch((err) => {
      throw isUniqueViolation(err) ? nameTakenError() : err;
    });
    await deleteImageFiles(app.storage, dropped);
    return (await findEvent(db, input.name))!;
  });

  defineRoute(app, api.deleteEvent, async (request, reply) => {
    const row = await findEventRow(db, request.params.title);
    if (!row) throw notFound('There is no event with that title.');
    auditNote(request, `Event “${row.name}”`);
    const event = (await findEvent(db, row.name))!;
    const addresses = [event.image, ...event.galleryImages];
    await deleteEventRow(
      db,
      row.id,
      addresses.map(imageIdOf).filter((id): id is string => !!id),
    );
    await deleteImageFiles(app.storage, addresses);
    return reply.status(204).send();
  });

  /** An edit may keep the event's own images, use ones uploaded with upload-image, or our demo artwork. */
  async function assertImagesUsable(addresses: string[], own: string[]) {
    const ownSet = new Set(own);
    const ids = addresses.filter((a) => !ownSet.has(a)).map(imageIdOf);
    const known = await existingImageIds(
      db,
      ids.filter((id): id is string => !!id),
    );
    for (const address of addresses) {
      if (ownSet.has(address)) continue;
      const id = imageIdOf(address);
      if (id ? known.has(id) : contentImageFile(address)) continue;
      throw badRequest('An image is not one we know. Please upload it first.', { gallery: 'Unknown image.' });
    }
  }
}
