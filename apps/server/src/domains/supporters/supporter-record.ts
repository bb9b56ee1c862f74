import { isValidEmail, normaliseEmail } from '@lmr/shared/email';
import { type ConsentPurpose, consentPurposes, supporterWords as w } from '@lmr/shared/supporter-words';
import type { AdminConsent, SupporterPage, SupporterSummary } from '@lmr/shared/supporters';
import type { Db, Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../http-error.ts';
import type { ErasureServices, SupporterSource, SupporterTimelineEntry } from './supporter-sources.ts';
import {
  type ConsentRow,
  consentsOf,
  deleteSupporter,
  emailsOf,
  emailsOfEach,
  ensureSupporterFor,
  mergeInto,
  recordConsents,
  searchSupporters,
  type SupporterRow,
  supporterById,
  supporterIdByEmail,
  updateDetails,
} from './supporters-repository.ts';

/*
 * The one supporter record (issue 29, decision 149): a person by their normalised e-mails, joined to what each
 * domain holds through the sources handed over at start. A record is made when it is first wanted: an admin
 * searching by e-mail, or the person asking for their link, as long as some domain knows that e-mail.
 */

export type Details = { name: string; house: string; postcode: string };

async function mustFind(db: Db | Tx, id: string) {
  const row = await supporterById(db, id);
  if (!row) throw notFound(w.unknownSupporter);
  return row;
}

/** Whether any domain holds something for this e-mail. */
async function knownAnywhere(db: Db, sources: SupporterSource[], email: string) {
  return db.transaction(async (tx) => {
    for (const source of sources) if ((await source.timeline([email], tx)).length) return true;
    return false;
  });
}

/** The record of this e-mail: found, or made when a domain knows the e-mail; undefined for a stranger. */
export async function supporterForEmail(db: Db, sources: SupporterSource[], typed: string) {
  const email = normaliseEmail(typed);
  const known = await supporterIdByEmail(db, email);
  if (known) return known;
  return (await knownAnywhere(db, sources, email)) ? ensureSupporterFor(db, email) : undefined;
}

export async function findSupporters(db: Db, sources: SupporterSource[], q: string): Promise<SupporterSummary[]> {
  if (isValidEmail(q)) await supporterForEmail(db, sources, q);
  const rows = await searchSupporters(db, q);
  const emails = await emailsOfEach(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, emails: emails.get(r.id) ?? [] }));
}

const consentShown = (c: ConsentRow) => ({ purpose: c.purpose, given: c.given, how: c.how, at: c.at.toISOString() });

/** The newest record of each purpose (the rows come newest first). */
const currentConsents = (rows: ConsentRow[]) =>
  consentPurposes.flatMap((p) => rows.find((r) => r.purpose === p) ?? []).map(consentShown);

const consentEntry = (c: ConsentRow): SupporterTimelineEntry => ({
  at: c.at,
  kind: 'consent',
  summary: (c.given ? w.consentGiven : w.consentWithdrawn)(w.consentPurpose[c.purpose], c.how),
});

async function record(tx: Tx, id: string) {
  const row = await mustFind(tx, id);
  // One query at a time: a transaction is one connection.
  const emails = await emailsOf(tx, id);
  return { row, emails, consents: await consentsOf(tx, id) };
}

const details = ({ row, emails, consents }: Awaited<ReturnType<typeof record>>) => ({
  id: row.id,
  name: row.name,
  house: row.house,
  postcode: row.postcode,
  emails,
  consents: currentConsents(consents),
  consentHistory: consents.map(consentShown),
});

/** One supporter as the admins' page (and their own link) shows them: the timeline newest first. */
export function supporterPage(db: Db, sources: SupporterSource[], id: string): Promise<SupporterPage> {
  return db.transaction(async (tx) => {
    const found = await record(tx, id);
    const entries = [...found.consents.map(consentEntry)];
    for (const source of sources) entries.push(...(await source.timeline(found.emails, tx)));
    entries.sort((a, b) => b.at.getTime() - a.at.getTime());
    return {
      ...details(found),
      timeline: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    };
  });
}

export async function changeDetails(db: Db, id: string, changed: Details) {
  await mustFind(db, id);
  await updateDetails(db, id, changed);
}

/** Records the consents that differ from the current ones; `how` says where they were given or withdrawn. */
export async function changeConsents(
  db: Db,
  id: string,
  wanted: Partial<Record<ConsentPurpose, boolean>>,
  how: string,
) {
  const current = currentConsents(await consentsOf(db, id));
  const changes = consentPurposes
    .filter((p) => wanted[p] !== undefined && wanted[p] !== current.find((c) => c.purpose === p)?.given)
    .map((p) => ({ purpose: p, given: wanted[p]! }));
  if (changes.length) await recordConsents(db, id, changes, how);
  return changes;
}

/**
 * A consent an admin records as it reached them (by phone, on paper), kept with when it was given and how: the
 * newest by that time is the current one, so one recorded late does not undo a later change.
 */
export async function recordAdminConsent(db: Db, id: string, consent: AdminConsent) {
  await mustFind(db, id);
  const how = w.consentByAdmin(w.consentWay[consent.way]);
  await recordConsents(db, id, [consent], how, new Date(consent.at));
}

/** What an admin types to confirm a merge or an erasure: the name, or the first e-mail of an unnamed record. */
const confirmWord = (row: SupporterRow, emails: string[]) => row.name || emails[0] || row.id;

function mustConfirm(typed: string, word: string) {
  if (typed.trim().toLowerCase() !== word.trim().toLowerCase()) {
    throw badRequest(w.confirmByName(word), { confirm: w.confirmByName(word) });
  }
}

/** Merges `otherId` into `id`, confirmed by the other's name; the merged record's name before, for the audit log. */
export function mergeSupporters(db: Db, id: string, otherId: string, confirm: string) {
  if (id === otherId) throw badRequest(w.mergeSelf, { otherId: w.mergeSelf });
  return db.transaction(async (tx) => {
    const into = await mustFind(tx, id);
    const other = await record(tx, otherId);
    const word = confirmWord(other.row, other.emails);
    mustConfirm(confirm, word);
    await mergeInto(tx, id, otherId);
    return { into: into.name || id, other: word };
  });
}

/** Everything kept about the supporter: the record, and each domain's rows under its name. */
export function supporterExport(db: Db, sources: SupporterSource[], id: string) {
  return db.transaction(async (tx) => {
    const found = await record(tx, id);
    const bySource: Record<string, Record<string, unknown>[]> = {};
    for (const source of sources) bySource[source.name] = await source.exportData(found.emails, tx);
    return { supporter: details(found), sources: bySource };
  });
}

/**
 * Erases the supporter everywhere, confirmed by name: first what runs outside in their name is stopped (a monthly
 * gift at the provider), then each domain erases its part and the record goes, in one transaction.
 */
export async function eraseSupporter(
  services: ErasureServices,
  sources: SupporterSource[],
  id: string,
  confirm: string,
) {
  const { db } = services;
  const found = await db.transaction((tx) => record(tx, id));
  mustConfirm(confirm, confirmWord(found.row, found.emails));
  for (const source of sources) await source.stopBeforeErasure?.(found.emails, services);
  await db.transaction(async (tx) => {
    const now = await record(tx, id);
    for (const source of sources) await source.erase(now.emails, tx);
    await deleteSupporter(tx, id);
  });
}
