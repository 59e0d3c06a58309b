// A software passkey for tests: an ES256 key pair that answers WebAuthn registration ('none'
// attestation) and authentication requests the way a phone's platform authenticator does.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/** Just enough CBOR for an attestation object and a COSE key: maps, integers, byte and text strings. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>
function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value])
  if (value < 256) return Buffer.from([(major << 5) | 24, value])
  if (value < 65536) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff])
  const head = Buffer.alloc(5)
  head[0] = (major << 5) | 26
  head.writeUInt32BE(value, 1)
  return head
}
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([cborHead(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value])
  const parts = [cborHead(5, value.size)]
  for (const [key, item] of value) parts.push(cbor(key), cbor(item))
  return Buffer.concat(parts)
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

export interface SoftwareAuthenticatorOptions {
  rpID: string
  origin: string
  /** Flags user verification (fingerprint); true unless said otherwise. */
  userVerified?: boolean
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32)
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  /** The signature counter the next assertion will carry (increments by 1 each time). */
  counter = 0
  userHandle = ''

  constructor(private readonly options: SoftwareAuthenticatorOptions) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  get id(): string {
    return b64url(this.credentialId)
  }

  private clientData(type: string, challenge: string, origin = this.options.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  private flags(extra: number): number {
    return 0x01 | (this.options.userVerified === false ? 0 : 0x04) | extra
  }

  /** Answers `navigator.credentials.create()` options (as the JSON the browser library sends). */
  register(options: { challenge: string; user?: { id?: string } }, overrides: { origin?: string; rpID?: string } = {}) {
    this.userHandle = options.user?.id ?? ''
    const jwk = this.publicKey.export({ format: 'jwk' })
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ])
    const length = Buffer.alloc(2)
    length.writeUInt16BE(this.credentialId.length)
    const counter = Buffer.alloc(4)
    const authData = Buffer.concat([
      sha256(overrides.rpID ?? this.options.rpID),
      Buffer.from([this.flags(0x40)]),
      counter,
      Buffer.alloc(16),
      length,
      this.credentialId,
      cbor(coseKey),
    ])
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    }
  }

  /** Answers `navigator.credentials.get()` options; the counter goes up by one unless `counter` is given. */
  authenticate(options: { challenge: string }, overrides: { origin?: string; counter?: number } = {}) {
    const value = overrides.counter ?? this.counter + 1
    this.counter = value
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(value)
    const authData = Buffer.concat([sha256(this.options.rpID), Buffer.from([this.flags(0)]), counter])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    }
  }
}
