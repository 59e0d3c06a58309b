// What "the same answer" means between the mocks and the server: the same status, the same kind
// of body and the same values, in the same order. Both backends start as a new installation and
// read the same stopped clock (sides.ts), so ids, dates and times compare as they are; what still
// differs by nature is replaced by a placeholder in both answers before comparing:
// - who is signed in: each backend's own first administrator (their name and e-mail);
// - what is drawn at random (GENERATED): secrets, challenges, recovery codes, link tokens, file
//   names, session ids. A value is replaced only when it has the server's format, so a mock
//   that draws another kind of value still fails;
// - what the mocks cannot know or make (ASIDE): the caller's address (there is no network), and
//   a letter's e-mail, which the server alone draws with its Markdown renderer and layout.
// Error bodies are compared as they are: their French texts must be the very same. A CSV file
// must have the same name, byte-order mark, header and cells; an image, the same kind of type
// (the mock serves the upload as it came, the server its own WebP).
import type { ApiAnswer, Identity } from './sides.ts'

/** What an answer is compared with: the call's path (some rules hold for one route only), and who signed in. */
export interface AnswerContext {
  path: string
  identity: Identity
}

interface Rule {
  /** The key whose value the rule replaces, wherever it is in the body. */
  key: string
  /** Only in the answers to these paths. */
  path?: RegExp
  replace: (value: unknown) => unknown
}

/** Replaces the whole value when it has `format`. */
const whole = (format: RegExp, placeholder: string) => (value: unknown) =>
  typeof value === 'string' && format.test(value) ? placeholder : value
/** Replaces what matches `pattern` (global) inside the value. */
const inside = (pattern: RegExp, placeholder: string) => (value: unknown) =>
  typeof value === 'string' ? value.replace(pattern, placeholder) : value
const converted = (value: unknown) => (typeof value === 'number' ? '<made by FFmpeg>' : value)
const eachOf = (replace: (value: unknown) => unknown) => (value: unknown) =>
  Array.isArray(value) ? value.map(replace) : value

const SERMON_FILE = /(?<=^\/media\/predications\/)[0-9a-f]{18}(?=\.m4a$)/g
const BASE64URL_32_BYTES = /^[\w-]{43}$/
const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/

const GENERATED: Rule[] = [
  // A TOTP secret: 160 bits in base32, alone and in the authenticator app's link.
  { key: 'secret', replace: whole(/^[A-Z2-7]{32}$/, '<secret>') },
  { key: 'otpauthUrl', replace: inside(/(?<=[?&]secret=)[A-Z2-7]{32}(?=&|$)/g, '<secret>') },
  // A WebAuthn challenge: 32 random bytes in base64url.
  { key: 'challenge', replace: whole(BASE64URL_32_BYTES, '<challenge>') },
  // Recovery codes `xxxxx-xxxxx`, from an alphabet without look-alike characters.
  { key: 'recoveryCodes', replace: eachOf(whole(RECOVERY_CODE, '<recovery code>')) },
  // A link's token (32 random bytes in base64url), in the link to pass on.
  { key: 'link', replace: inside(/(?<=#jeton=)[\w-]{43}$/g, '<token>') },
  // A person's update link: the site's address differs by nature (the mocks have none), the token
  // is random.
  {
    key: 'url',
    path: /\/update-link$/,
    replace: whole(/^https?:\/\/[^/]+\/mes-informations\/[\w-]{43}$/, '<update link>'),
  },
  // An upload's file name: nine random bytes in hexadecimal.
  { key: 'base', replace: inside(/(?<=^\/media\/gallery\/)[0-9a-f]{18}$/g, '<file>') },
  { key: 'stem', replace: whole(/^[0-9a-f]{18}$/, '<file>') },
  // A sermon's converted recording: nine random bytes in hexadecimal too.
  { key: 'audioUrl', replace: inside(SERMON_FILE, '<file>') },
  { key: 'url', path: /\/sermons/, replace: inside(SERMON_FILE, '<file>') },
  // A session's id: random on the server, `current` for the mocks' current one.
  { key: 'id', path: /\/me\/sessions$/, replace: (value) => (typeof value === 'string' ? '<session>' : value) },
]

const ASIDE: Rule[] = [
  // A converted recording's size and length: FFmpeg's, on the server only.
  ...['audioBytes', 'durationSeconds', 'bytes'].map((key) => ({ key, path: /\/sermons/, replace: converted })),
  { key: 'ip', path: /\/me\/sessions$/, replace: () => '<address>' },
  { key: 'html', path: /\/newsletters(\/|$)/, replace: () => '<e-mail drawn by the server>' },
  { key: 'text', path: /\/newsletters(\/|$)/, replace: () => '<e-mail drawn by the server>' },
]

const RULES = [...GENERATED, ...ASIDE]

/** The administrator's name (a whole value) and e-mail (anywhere, URL-encoded too) as placeholders. */
function withoutIdentity(text: string, { name, email }: Identity): string {
  if (text === name) return '<administrator>'
  return [email, encodeURIComponent(email)].reduce((out, form) => out.split(form).join('<administrator e-mail>'), text)
}

/** `value` with every placeholder of `context` in place, recursively. */
export function normalized(value: unknown, context: AnswerContext): unknown {
  if (typeof value === 'string') return withoutIdentity(value, context.identity)
  if (Array.isArray(value)) return value.map((item) => normalized(item, context))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const rules = RULES.filter((rule) => rule.key === key && (!rule.path || rule.path.test(context.path)))
      return [
        key,
        normalized(
          rules.reduce((out, rule) => rule.replace(out), item),
          context,
        ),
      ]
    }),
  )
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      if (char === '\r') i += 1
    } else field += char
  }
  return records
}

const mediaType = (answer: ApiAnswer) => (answer.headers.get('content-type') ?? '').split(';')[0]!.trim()

/** What is compared of an answer: everything that must be equal between the two backends. */
export function contractOf(answer: ApiAnswer, context: AnswerContext): unknown {
  const type = mediaType(answer)
  if (answer.text === '') return { status: answer.status, body: 'empty' }
  if (type === 'application/json') {
    const json: unknown = JSON.parse(answer.text)
    return { status: answer.status, type, body: answer.status >= 400 ? json : normalized(json, context) }
  }
  if (type === 'text/csv') {
    return {
      status: answer.status,
      type,
      disposition: answer.headers.get('content-disposition'),
      bom: answer.text.startsWith('\uFEFF'),
      records: normalized(parseCsv(answer.text.replace(/^\uFEFF/, '')), context),
    }
  }
  // Images and other files: their type, not their bytes.
  return { status: answer.status, type: type.split('/')[0] }
}
