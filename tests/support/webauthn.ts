import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { appUrl } from '@/env';

/**
 * A software passkey authenticator for API tests: an ES256 (P-256) key pair that answers the
 * server's options the way a browser and a platform authenticator would, with "none" attestation.
 * Each answer can be bent (another origin, no user verification) to test the server's refusals.
 */

type CborValue = Parameters<typeof isoCBOR.encode>[0];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

export type Bend = {
  /** The origin the browser reports; the site's own by default. */
  origin?: string;
  /** The RP ID whose hash the authenticator signs; the site's host by default. */
  rpId?: string;
  /** Whether the authenticator verified its user (PIN, biometrics); true by default. */
  userVerified?: boolean;
};

export class SoftwareAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  /** `userId` is the account the passkey is made for: discoverable, it hands it back as the user handle. */
  constructor(private readonly userId?: string) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The site as the e2e browser would see it: APP_URL's origin and host. */
  static site(): { origin: string; rpId: string } {
    const url = new URL(appUrl());
    return { origin: url.origin, rpId: url.hostname };
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    return isoCBOR.encode(key);
  }

  private authenticatorData(rpId: string, flags: number, attested: boolean): Uint8Array {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts: Uint8Array[] = [sha256(rpId), new Uint8Array([flags]), new Uint8Array(counter)];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(new Uint8Array(16), new Uint8Array(idLength), this.credentialId, this.cosePublicKey());
    }
    return concat(...parts);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Uint8Array {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The credential as the browser hands it to the page, around the authenticator's `response`. */
  private credential<Answer>(response: Answer) {
    return { id: this.id, rawId: this.id, type: 'public-key' as const, authenticatorAttachment: 'platform' as const, response, clientExtensionResults: {} };
  }

  /** The answer `startRegistration` would send for these creation options. */
  register(options: { challenge: string }, bend: Bend = {}) {
    const site = SoftwareAuthenticator.site();
    const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_CREDENTIAL | (bend.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const attestationObject = isoCBOR.encode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authenticatorData(bend.rpId ?? site.rpId, flags, true)],
      ]),
    );
    return this.credential({
      clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, bend.origin ?? site.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal' as const],
    });
  }

  /** The answer `startAuthentication` would send for these request options; each one advances the signature counter. */
  assert(options: { challenge: string }, bend: Bend = {}) {
    const site = SoftwareAuthenticator.site();
    this.counter += 1;
    const flags = FLAG_USER_PRESENT | (bend.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authenticatorData = this.authenticatorData(bend.rpId ?? site.rpId, flags, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, bend.origin ?? site.origin);
    // ES256 signatures travel DER-encoded, which is what node:crypto produces for EC keys.
    const signature = sign('sha256', concat(authenticatorData, sha256(clientDataJSON)), this.privateKey);
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(new Uint8Array(signature)),
      ...(this.userId ? { userHandle: isoBase64URL.fromUTF8String(this.userId) } : {}),
    });
  }
}
