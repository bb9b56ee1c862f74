import { asc, desc, eq } from 'drizzle-orm';
import type { FileEntry } from '@lmr/shared/volunteer-files';
import type { Cleanup } from '../media/pending-uploads.ts';
import type { Db } from '../../db/database.ts';
import { volunteerDocuments } from '../../db/schema/index.ts';
import { downloadName } from './document-files.ts';

export type NewDocument = typeof volunteerDocuments.$inferInsert;

export const documentUrl = (id: string) => `/api/files/${id}`;

/** Newest first; one upload's documents by label, so the order never changes between two readings. */
export async function listDocuments(db: Db): Promise<FileEntry[]> {
  const rows = await db
    .select()
    .from(volunteerDocuments)
    .orderBy(desc(volunteerDocuments.createdAt), asc(volunteerDocuments.label), asc(volunteerDocuments.id));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    url: documentUrl(r.id),
    fileName: r.fileName,
    contentType: r.contentType,
    sizeBytes: r.sizeBytes,
    uploadedAt: r.createdAt.toISOString(),
  }));
}

export async function findDocument(db: Db, id: string) {
  const [row] = await db.select().from(volunteerDocuments).where(eq(volunteerDocuments.id, id)).limit(1);
  return row;
}

/** All the documents of one upload, or none of them. */
export async function insertDocuments(db: Db, docs: NewDocument[], uploads: Cleanup) {
  await db.transaction(async (tx) => {
    await uploads.settle(tx);
    await tx.insert(volunteerDocuments).values(docs);
  });
}

/** A new label also renames the download, keeping the stored file's type. */
export async function relabelDocument(db: Db, id: string, label: string) {
  const doc = await findDocument(db, id);
  if (!doc) return false;
  const ext = doc.storageKey.split('.').pop() ?? 'bin';
  await db
    .update(volunteerDocuments)
    .set({ label, fileName: downloadName(label, ext) })
    .where(eq(volunteerDocuments.id, id));
  return true;
}

export async function deleteDocumentRow(db: Db, id: string) {
  const rows = await db
    .delete(volunteerDocuments)
    .where(eq(volunteerDocuments.id, id))
    .returning({ storageKey: volunteerDocuments.storageKey });
  return rows[0]?.storageKey;
}
