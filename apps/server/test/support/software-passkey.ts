import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');

/**
 * What a browser sends to register a passkey ("none" attestation, as the site asks for), made here with a
 * fresh P-256 key. `credentialId` lets a test send one that is already registered.
 */
export function passkeyRegistration(
  options: { challenge: string; rp: { id: string } },
  origin: string,
  credentialId: Uint8Array = randomBytes(16),
) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(y!, 'base64url'))],
  ]);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    createHash('sha256').update(options.rp.id).digest(),
    Buffer.from([0x45]), // user present, user verified, credential data included
    Buffer.alloc(4), // signature counter
    Buffer.alloc(16), // AAGUID
    idLength,
    credentialId,
    isoCBOR.encode(coseKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const clientData = { type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false };
  return {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    response: { clientDataJSON: b64url(JSON.stringify(clientData)), attestationObject: b64url(attestationObject) },
    clientExtensionResults: {},
  };
}
