import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/database.ts';
import {
  demoSeeds,
  historyEventGallery,
  historyEvents,
  sitePoster,
  volunteerDocuments,
} from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { contentAddress, contentDir } from '../media/content-assets.ts';
import { downloadName } from '../documents/document-files.ts';
import { markdownLines, textPdf } from './text-pdf.ts';

const SEED_LOCK = 7_270_200;
const SEED_NAME = 'demo-media-v1';

interface DemoEvent {
  name: string;
  date: string;
  description: string;
  image: string;
  gallery: { src: string; caption: string }[];
}

/**
 * Fills a new installation with the demo events, poster and volunteer documents from content/, once:
 * a marker row (written in the same transaction) and a cluster-wide lock make it happen exactly once
 * however many server processes start together, and never again after an admin has changed things.
 * The lock is the transaction's advisory lock, raw SQL (decision 002): Drizzle has no form for it.
 */
export async function seedDemoContent(db: Db, storage: Storage, log: FastifyBaseLogger) {
  let documents: StoredDocument[] = [];
  const seeded = await db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      const done = await tx.select().from(demoSeeds).where(eq(demoSeeds.name, SEED_NAME));
      if (done.length) return false;
      documents = await storeDemoDocuments(storage);
      await insertDemoRows(tx, documents);
      await tx.insert(demoSeeds).values({ name: SEED_NAME });
      return true;
    })
    .catch(async (err: unknown) => {
      await storage.delete(documents.map((d) => d.key));
      throw err;
    });
  if (seeded) log.info('demo history events, poster and volunteer documents added');
}

interface StoredDocument {
  id: string;
  key: string;
  label: string;
  size: number;
}

async function storeDemoDocuments(storage: Storage) {
  const dir = path.join(contentDir, 'documents');
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  const stored: StoredDocument[] = [];
  for (const name of names) {
    const markdown = await fs.readFile(path.join(dir, name), 'utf8');
    const label = /^#[ \t]+(\S.*)$/m.exec(markdown)?.[1]?.trim() ?? name.replace(/\.md$/, '');
    // A PDF, which a phone opens, rather than the Markdown, which it cannot.
    const bytes = textPdf(markdownLines(markdown));
    const id = randomUUID();
    const key = `documents/${id}.pdf`;
    await storage.put(key, bytes);
    stored.push({ id, key, label, size: bytes.length });
  }
  return stored;
}

async function insertDemoRows(tx: Tx, documents: StoredDocument[]) {
  const events = JSON.parse(await fs.readFile(path.join(contentDir, 'history-events.json'), 'utf8')) as DemoEvent[];
  for (const e of events) {
    const [row] = await tx
      .insert(historyEvents)
      .values({ name: e.name, description: e.description, eventDate: new Date(e.date), image: contentAddress(e.image) })
      .onConflictDoNothing()
      .returning({ id: historyEvents.id });
    if (!row || e.gallery.length === 0) continue;
    await tx.insert(historyEventGallery).values(
      e.gallery.map((g, position) => ({
        eventId: row.id,
        position,
        image: contentAddress(g.src),
        caption: g.caption,
      })),
    );
  }
  await tx
    .insert(sitePoster)
    .values({ id: true, image: contentAddress('images/poster/demo-poster.svg') })
    .onConflictDoNothing();
  if (documents.length === 0) return;
  await tx.insert(volunteerDocuments).values(
    documents.map((d) => ({
      id: d.id,
      label: d.label,
      storageKey: d.key,
      fileName: downloadName(d.label, 'pdf'),
      contentType: 'application/pdf',
      sizeBytes: d.size,
    })),
  );
}
