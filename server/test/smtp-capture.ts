// A local SMTP server for the newsletter tests: keeps every mail it accepts, can refuse them all
// (an outage), and reads back a mail's headers and its text and HTML parts.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string[]
  raw: string
}

export async function startSmtp() {
  const received: CapturedMail[] = []
  const state = { refuse: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('Service indisponible'), { responseCode: 451 }))
          return
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** While true, every mail is refused with a temporary error (451). */
    setRefusing: (refuse: boolean) => {
      state.refuse = refuse
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** A header's value, unfolded, RFC 2047 encoded words decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = (raw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'im')
    .exec(head)?.[1]
    ?.trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodePart(part: string): { type: string; body: string } {
  const [head = '', ...rest] = part.split('\r\n\r\n')
  const body = rest.join('\r\n\r\n')
  const type = headerOf(head, 'Content-Type')?.split(';')[0]?.toLowerCase() ?? 'text/plain'
  const encoding = headerOf(head, 'Content-Transfer-Encoding')?.toLowerCase()
  if (encoding === 'base64') return { type, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') }
  if (encoding === 'quoted-printable') return { type, body: decodeQuotedPrintable(body.replace(/=\r\n/g, '')) }
  return { type, body }
}

/** The decoded text/plain and text/html parts of a mail (single part or multipart/alternative). */
export function partsOf(raw: string): { text: string; html: string | undefined } {
  const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(raw, 'Content-Type') ?? '')?.[1]
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decodePart(part.replace(/^\r\n/, '')))
    : [decodePart(raw)]
  return {
    text: (parts.find((p) => p.type === 'text/plain')?.body ?? '').replace(/\r\n/g, '\n'),
    html: parts.find((p) => p.type === 'text/html')?.body.replace(/\r\n/g, '\n'),
  }
}
