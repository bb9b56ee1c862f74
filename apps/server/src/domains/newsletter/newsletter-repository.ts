import type { NewsletterProgress } from '@lmr/shared/schemas';
import type { Database } from '../../db/database.ts';
import type { NewsletterContent } from './newsletter-mail.ts';

/** Stores a newsletter and one pending delivery per active subscriber, in one statement. */
export async function queueNewsletter(database: Database, content: NewsletterContent, createdBy: string) {
  const { rows } = await database.query<{ id: string; total: number }>(
    `WITH n AS (
       INSERT INTO newsletters (title, subject, message, image_link, image_width, image_height, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id),
     d AS (
       INSERT INTO newsletter_deliveries (newsletter_id, subscriber_id, email)
       SELECT n.id, s.id, s.email FROM n, subscribers s WHERE s.status = 'active' RETURNING 1)
     SELECT id, (SELECT count(*) FROM d)::int AS total FROM n`,
    [
      content.title,
      content.subject,
      content.message,
      content.imageLink ?? null,
      content.imageWidth ?? null,
      content.imageHeight ?? null,
      createdBy,
    ],
  );
  return rows[0]!;
}

const progressSql = `
  SELECT n.id, n.title, n.subject, n.created_at,
    count(d.id)::int AS total,
    count(d.id) FILTER (WHERE d.status = 'sent')::int AS sent,
    count(d.id) FILTER (WHERE d.status = 'failed')::int AS failed,
    count(d.id) FILTER (WHERE d.status IN ('pending', 'sending'))::int AS pending
  FROM newsletters n LEFT JOIN newsletter_deliveries d ON d.newsletter_id = n.id`;

interface ProgressRow {
  id: string;
  title: string;
  subject: string;
  created_at: Date | string;
  total: number;
  sent: number;
  failed: number;
  pending: number;
}

const toProgress = ({ created_at, ...r }: ProgressRow): NewsletterProgress => ({
  ...r,
  createdAt: new Date(created_at).toISOString(),
});

export async function newsletterProgress(database: Database, id: string) {
  const { rows } = await database.query<ProgressRow>(`${progressSql} WHERE n.id = $1 GROUP BY n.id`, [id]);
  return rows[0] && toProgress(rows[0]);
}

export async function newsletterHistory(database: Database, limit = 50) {
  const { rows } = await database.query<ProgressRow>(
    `${progressSql} GROUP BY n.id ORDER BY n.created_at DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toProgress);
}
