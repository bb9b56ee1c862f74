import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { limits } from '@lmr/shared/limits';
import { imageAddress, imageIdOf } from '@lmr/shared/media';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import {
  addEventFields,
  type editEventRequest,
  eventDateOf,
  type HistoryEvent,
  isYearAlone,
} from '@lmr/shared/history-events';
import { isUniqueViolation } from '../../db/error-kinds.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { auditNote } from '../audit/audit-plugin.ts';
import { contentImageFile } from '../media/content-assets.ts';
import { deleteImageFiles, encodeImage, storeImage, uploadedImageIds } from '../media/images.ts';
import { eventOwner, imageOwners } from '../media/media-repository.ts';
import { readMultipart } from '../media/multipart.ts';
import { Cleanup } from '../media/pending-uploads.ts';
import {
  deleteEventRow,
  type EventInput,
  findEvent,
  findEventRow,
  ImageNotOwn,
  insertEvent,
  nameTaken,
  updateEvent,
} from './events-repository.ts';

const nameTakenError = () =>
  new HttpError(409, 'duplicate', feedbackMessages.eventNameTaken, { name: feedbackMessages.eventNameTaken });
const noSuchEvent = () => notFound('There is no event with that title.');
const captionsMissing = () =>
  badRequest(validationMessages.captionRequired, { galleryCaptions: validationMessages.captionRequired });
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
  return badRequest(feedbackMessages.checkFields, fields);
};

/** Creates an event from a multipart form: its fields, a main image and gallery pictures, each encoded and stored. */
export async function addEvent(app: FastifyInstance, request: FastifyRequest) {
  const { db } = app.database;
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
      imageAlt: fields.imageAlt?.[0],
      galleryCaptions: fields.galleryCaptions ?? [],
    });
    if (!parsed.success) throw fieldErrors(parsed.error.issues);
    const { title, description, date, imageAlt = '', galleryCaptions } = parsed.data;
    auditNote(request, `Event “${title}”`);
    if (galleryCaptions.length !== gallery.length) throw captionsMissing();
    if (await nameTaken(db, title)) throw nameTakenError();
    const input: EventInput = {
      name: title,
      description,
      date: date ? eventDateOf(date) : new Date(),
      yearOnly: Boolean(date && isYearAlone(date)),
      imageAlt,
      // The spec requires only the title: without a main image the event shows none ('').
      image: image ? imageAddress(image) : '',
      gallery: gallery.map((id, i) => ({ image: imageAddress(id), caption: galleryCaptions[i]! })),
    };
    await insertEvent(db, input, [...(image ? [image] : []), ...gallery], cleanup).catch((err) => {
      throw isUniqueViolation(err) ? nameTakenError() : err;
    });
    return (await findEvent(db, title))!;
  } catch (err) {
    await cleanup.undo(app.storage);
    throw err;
  }
}

/** Saves an edit of the event called `title`; the pictures it no longer shows are deleted if nothing else does. */
export async function editEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  title: string,
  body: z.infer<typeof editEventRequest>,
) {
  const { db } = app.database;
  const row = await findEventRow(db, title);
  if (!row) throw noSuchEvent();
  auditNote(request, `Event “${row.name}”${row.name === body.name ? '' : ` renamed “${body.name}”`}`);
  const current = (await findEvent(db, row.name))!;
  const galleryImages = body.gallery ?? current.galleryImages;
  const captions = body.galleryCaptions ?? captionsByAddress(current, galleryImages);
  if (captions.length !== galleryImages.length) throw captionsMissing();
  const input: EventInput = {
    name: body.name,
    description: body.description,
    date: body.date ? eventDateOf(body.date) : new Date(current.date),
    yearOnly: body.date ? isYearAlone(body.date) : Boolean(current.yearOnly),
    image: body.image ?? current.image,
    imageAlt: body.imageAlt ?? current.imageAlt ?? '',
    gallery: galleryImages.map((image, i) => ({ image, caption: captions[i]! })),
  };
  const imageIds = await usableImageIds(app, row.id, input.image, galleryImages);
  if (await nameTaken(db, input.name, row.id)) throw nameTakenError();
  const shown = new Set(imageIds);
  const dropped = uploadedImageIds([current.image, ...current.galleryImages]).filter((id) => !shown.has(id));
  const unused = await updateEvent(db, row.id, input, imageIds, dropped).catch((err) => {
    if (err instanceof ImageNotOwn) throw notOwnImage('gallery');
    throw isUniqueViolation(err) ? nameTakenError() : err;
  });
  await deleteImageFiles(app.storage, unused);
  return (await findEvent(db, input.name))!;
}

/** Deletes the event called `title`, and its pictures' files that nothing else shows. */
export async function deleteEvent(app: FastifyInstance, request: FastifyRequest, title: string) {
  const { db } = app.database;
  const row = await findEventRow(db, title);
  if (!row) throw noSuchEvent();
  auditNote(request, `Event “${row.name}”`);
  const event = (await findEvent(db, row.name))!;
  const unused = await deleteEventRow(db, row.id, uploadedImageIds([event.image, ...event.galleryImages]));
  await deleteImageFiles(app.storage, unused);
}

/**
 * The ids of the uploads an edit shows, once each is known to be usable: the event's own, a free
 * upload (upload-image), or our demo artwork (no id). Another event's picture or the poster is refused,
 * and so is an address that is not one of an image's real sizes.
 */
async function usableImageIds(app: FastifyInstance, eventId: string, image: string, gallery: string[]) {
  const fieldOf = (address: string) => (address === image && !gallery.includes(address) ? 'image' : 'gallery');
  const addresses = [...(image ? [image] : []), ...gallery];
  const ids = uploadedImageIds(addresses);
  const owners = await imageOwners(app.database.db, ids);
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
