/**
 * A new compose id (packages/shared compose-id.ts): a random UUID. Made from getRandomValues, since
 * crypto.randomUUID exists only on https and localhost, and an admin may reach the site by a plain
 * http address on the railway's own network.
 */
export function newComposeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
