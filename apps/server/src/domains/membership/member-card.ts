import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';
import { addMemberLink } from './memberships-repository.ts';
import { memberNumber } from './membership-year.ts';

/** What a member's card's QR code says: the number a volunteer at the station reads or looks up. */
const cardText = (number: number, name: string) => `${memberNumber(number)} ${name}`;

export const cardPng = (number: number, name: string) => QRCode.toBuffer(cardText(number, name));
export const cardDataUrl = (number: number, name: string) => QRCode.toDataURL(cardText(number, name));

/**
 * A new link to the member's own page (their card, and renewal with the form filled in), made when a mail is
 * sent: the token goes in the mail, its hash in the database. The token rides after # so that no server logs it.
 */
export async function memberLink(db: Db, publicUrl: string, email: string) {
  const token = newToken();
  await addMemberLink(db, email, hashToken(token));
  return `${publicUrl}/membership/mine#token=${token}`;
}
