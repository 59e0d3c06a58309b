// Is a chosen password hard enough to guess? zxcvbn-ts with its common and French dictionaries:
// a score of at least 3 (about 10^8 guesses), the person's name, e-mail and the church's name
// counting as known words. The dictionaries are large, so they are imported on first use: the
// dashboard can import this module without loading them with its first page.
import { ACCOUNT_MESSAGES } from './account-messages.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './schemas/staff-account.ts'

export const MIN_PASSWORD_SCORE = 3

export interface PasswordVerdict {
  ok: boolean
  /** 0 to 4 (zxcvbn's score). */
  score: number
  /** Why it was refused, in French (null when accepted). */
  message: string | null
}

type Checker = (
  password: string,
  userInputs: string[],
) => { score: number; warning: string | null; suggestions: string[] }

let checker: Promise<Checker> | undefined

function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-fr'),
    ])
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: fr.translations,
      // Levenshtein matching over these dictionaries costs about a second per check.
      useLevenshteinDistance: false,
    })
    return (password, userInputs) => {
      const result = factory.check(password, userInputs)
      return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions }
    }
  })()
  return checker
}

/** Splits a name and an e-mail into the words a guesser would try first. */
function wordsOf(inputs: readonly (string | undefined)[]): string[] {
  const words = new Set<string>()
  for (const input of inputs) {
    if (!input) continue
    words.add(input.toLowerCase())
    for (const part of input.toLowerCase().split(/[\s@.\-_'’]+/)) if (part.length >= 3) words.add(part)
  }
  return [...words]
}

/** The words of the church's name, always counted as known. */
export const CHURCH_WORDS = ['eglise', 'église', 'baptiste', 'francophone', 'santiago', 'ebfs', 'eglise baptiste']

export async function checkPasswordStrength(
  password: string,
  userInputs: readonly (string | undefined)[] = [],
): Promise<PasswordVerdict> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, score: 0, message: `Au moins ${PASSWORD_MIN_LENGTH} caractères.` }
  if (password.length > PASSWORD_MAX_LENGTH)
    return { ok: false, score: 0, message: `Au plus ${PASSWORD_MAX_LENGTH} caractères.` }
  const check = await loadChecker()
  const result = check(password, [...CHURCH_WORDS, ...wordsOf(userInputs)])
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score, message: null }
  const why = result.warning ?? result.suggestions[0]
  const message = why ? `Mot de passe trop facile à deviner : ${lowerFirst(why)}` : ACCOUNT_MESSAGES.weakPassword
  return { ok: false, score: result.score, message }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
