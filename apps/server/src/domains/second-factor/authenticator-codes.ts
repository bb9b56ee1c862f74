// Loaded at first use, not at start, like passkeys.ts's library.
const otplib = () => import('otplib');

const ISSUER = 'Laxey Mines Railway';

/** A new authenticator secret, its otpauth:// address and that address drawn as a QR code (SVG). */
export async function newAuthenticatorSecret(email: string) {
  const { generateSecret, generateURI } = await otplib();
  const secret = generateSecret();
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The RFC 6238 time step a code belongs to, or null when it is wrong. One step either side is accepted
 * for clocks that drift; codes of `afterTimeStep` or earlier are refused, so a code works once. otplib
 * compares in constant time.
 */
export async function timeStepOfCode(secret: string, code: string, afterTimeStep: number): Promise<number | null> {
  const { verify } = await otplib();
  const result = await verify({ secret, token: code, epochTolerance: 30, afterTimeStep });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
