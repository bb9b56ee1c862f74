import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { limits } from '@lmr/shared/limits';
import { imageAddress, imageIdOf } from '@lmr/shared/media';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { addEventFields, type HistoryEvent } from '@lmr/shared/schemas';
import { badRequest, HttpError, notFound } from '../../../http-error.ts';
import { contentImageFile } from '../../../domains/media/content-assets.ts';
import { sendWithEtag } from '../../../http/send-with-etag.ts';
import { sendPrecompressed } from '../../../http/precompressed.ts';
import { publicCache } from '../../../http/public-cache.ts';
import { deleteImageFiles, encodeImage, storeImage, uploadedImageIds } from '../../../domains/media/images.ts';
import { eventOwner, imageOwners } from '../../../domains/media/media-repository.ts';
import { Cleanup } from '../../../domains/media/pending-uploads.ts';
import { readMultipart } from '../../../domains/media/multipart.ts';
import { isUniqueViolation } from '../../../db/error-kinds.ts';
import { defineRoute } from '../../define-route.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import {
  deleteEventRow,
  type EventInput,
  findEvent,
  findEventBySlug,
  findEventRow,
  ImageNotOwn,
  insertEvent,
  listEvents,
  nameTaken,
  updateEvent,
} from '../../../domains/events/events-repository.ts';

const nameTakenError = () =>
  new HttpError(409, 'duplicate', feedbackMessages.eventNameTaken, { name: feedbackMessages.eventNameTaken });

const unknownImage = (field: string) =>
  badRequest('An image is not one we know. Please upload it first.', { [field]: 'Unknown image.' });
const notOwnImage = (field: string) =>
  badRequest(feedbackMessages.imageNotOwn, { [field]: feedbackMessages.imageNotOwn });

/** The spec's edit body has no captions: a picture that stays keeps its caption, a new one gets none yet. */
const captionsByAddress = (current: HistoryEvent, gallery: string[]) => {
  const byAddress = new Map(current.galleryImages.map((image, i) => [image, current.galleryCaptions[i] ?? '']));
  return gallery.map((image) => byAddress.get(image) ?? '');
};

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
      if (galleryCaptions.length !== gallery.length) {
        throw badRequest(validationMessages.captionRequired, { galleryCaptions: validationMessages.captionRequired });
      }
      if (await nameTaken(db, title)) throw nameTakenError();
      const input: EventInput = {
        name: title,
        description,
        date: date ? new Date(date) : new Date(),
        // The spec requires only the title: without a main image the event shows none ('').
        image: image ? imageAddress(image) : '',
        gallery: gallery.map((id, i) => ({ image: imageAddress(id), caption: galleryCaptions[i]! })),
      };
      await insertEvent(db, input, [...(image ? [image] : []), ...gallery], cleanup).catch((err) => {
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
    const captions = body.galleryCaptions ?? captionsByAddress(current, galleryImages);
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
    const imageIds = await usableImageIds(row.id, input.image, galleryImages);
    if (await nameTaken(db, input.name, row.id)) throw nameTakenError();
    const shown = new Set(imageIds);
    const dropped = uploadedImageIds([current.image, ...current.galleryImages]).filter((id) => !shown.has(id));
    const unused = await updateEvent(db, row.id, input, imageIds, dropped).catch((err) => {
      if (err instanceof ImageNotOwn) throw notOwnImage('gallery');
      throw isUniqueViolation(err) ? nameTakenError() : err;
    });
    await deleteImageFiles(app.storage, unused);
    return (await findEvent(db, input.name))!;
  });

  defineRoute(app, api.deleteEvent, async (request, reply) => {
    const row = await findEventRow(db, request.params.title);
    if (!row) throw notFound('There is no event with that title.');
    auditNote(request, `Event “${row.name}”`);
    const event = (await findEvent(db, row.name))!;
    const unused = await deleteEventRow(db, row.id, uploadedImageIds([event.image, ...event.galleryImages]));
    await deleteImageFiles(app.storage, unused);
    return reply.status(204).send();
  });

  /**
   * The ids of the uploads an edit shows, once each is known to be usable: the event's own, a free
   * upload (upload-image), or our demo artwork (no id). Another event's picture or the poster is refused,
   * and so is an address that is not one of an image's real sizes.
   */
  async function usableImageIds(eventId: string, image: string, gallery: string[]) {
    const fieldOf = (address: string) => (address === image && !gallery.includes(address) ? 'image' : 'gallery');
    const addresses = [...(image ? [image] : []), ...gallery];
    const ids = uploadedImageIds(addresses);
    const owners = await imageOwners(db, ids);
    for (const address of addresses) {
      const id = imageIdOf(address);
      if (id === undefined) {
        if (contentImageFile(address)) continue;
        throw unknownImage(fieldOf(address));
      }
      const owner = owners.get(id);
      if (owner === undefined) throw unknownImage(fieldOf(address));
      if (owner !== null && owner !== eventOwner(eventId)) throw notOwnImage(fieldOf(address));
    }
    return ids;
  }
}
