import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, QueryFn } from '../../db/database.ts';
import type { Storage } from '../../storage/storage.ts';
import { contentAddress, contentDir } from './content-assets.ts';
import { downloadName } from '../documents/document-files.ts';

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
 */
export async function seedDemoContent(database: Database, storage: Storage, log: FastifyBaseLogger) {
  await database.withLock(SEED_LOCK, async (query) => {
    const done = await query('SELECT 1 FROM demo_seeds WHERE name = $1', [SEED_NAME]);
    if (done.rows.length) return;
    const documents = await storeDemoDocuments(storage);
    await query('BEGIN');
    try {
      await insertDemoRows(query, documents);
      await query('INSERT INTO demo_seeds (name) VALUES ($1)', [SEED_NAME]);
      await query('COMMIT');
    } catch (err) {
      await query('ROLLBACK');
      await storage.delete(documents.map((d) => d.key));
      throw err;
    }
    log.info('demo history events, poster and volunteer documents added');
  });
}

async function storeDemoDocuments(storage: Storage) {
  const dir = path.join(contentDir, 'documents');
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  const stored: { id: string; key: string; label: string; size: number }[] = [];
  for (const name of names) {
    const bytes = await fs.readFile(path.join(dir, name));
    const label = /^#[ \t]+(\S.*)$/m.exec(bytes.toString('utf8'))?.[1]?.trim() ?? name.replace(/\.md$/, '');
    const id = randomUUID();
    const key = `documents/${id}.md`;
    await storage.put(key, bytes);
    stored.push({ id, key, label, size: bytes.length });
  }
  return stored;
}

async function insertDemoRows(query: QueryFn, documents: Awaited<ReturnType<typeof storeDemoDocuments>>) {
  const events = JSON.parse(await fs.readFile(path.join(contentDir, 'history-events.json'), 'utf8')) as DemoEvent[];
  for (const e of events) {
    const { rows } = await query<{ id: string }>(
      `INSERT INTO history_events (name, description, event_date, image) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [e.name, e.description, new Date(e.date), contentAddress(e.image)],
    );
    const id = rows[0]?.id;
    if (!id) continue;
    for (const [position, g] of e.gallery.entries()) {
      await query('INSERT INTO history_event_gallery (event_id, position, image, caption) VALUES ($1, $2, $3, $4)', [
        id,
        position,
        contentAddress(g.src),
        g.caption,
      ]);
    }
  }
  await query('INSERT INTO site_poster (id, image) VALUES (true, $1) ON CONFLICT DO NOTHING', [
    contentAddress('images/poster/demo-poster.svg'),
  ]);
  for (const d of documents) {
    await query(
      `INSERT INTO volunteer_documents (id, label, storage_key, file_name, content_type, size_bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [d.id, d.label, d.key, downloadName(d.label, 'md'), 'text/markdown; charset=utf-8', d.size],
    );
  }
}
