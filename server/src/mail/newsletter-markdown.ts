// A letter's body, written in simple Markdown in the dashboard, turned into the e-mail's HTML and
// text parts. Raw HTML is never interpreted (html: false shows it as text), and only http(s) and
// mailto links are kept: a `javascript:` link stays plain text. Each element gets inline styles,
// because Gmail and Outlook drop <style> blocks and most of CSS.
import MarkdownIt from 'markdown-it'

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number]

const SAFE_LINK = /^(https?:|mailto:)/i

const FONT = 'font-family:Arial,Helvetica,sans-serif;'
const STYLES: Record<string, string> = {
  paragraph_open: `${FONT}font-size:16px;line-height:1.5;color:#1f2933;margin:0 0 16px;`,
  bullet_list_open: `${FONT}font-size:16px;line-height:1.5;color:#1f2933;margin:0 0 16px;padding-left:24px;`,
  ordered_list_open: `${FONT}font-size:16px;line-height:1.5;color:#1f2933;margin:0 0 16px;padding-left:24px;`,
  list_item_open: 'margin:0 0 6px;',
  heading_open: `${FONT}color:#1c3d6e;margin:24px 0 12px;line-height:1.3;`,
  link_open: 'color:#1c5fb4;text-decoration:underline;',
  blockquote_open: 'margin:0 0 16px;padding:0 0 0 12px;border-left:4px solid #c9a227;color:#52606d;',
  code_inline: 'font-family:Consolas,monospace;background:#f1f3f5;padding:0 3px;',
  code_block: 'font-family:Consolas,monospace;background:#f1f3f5;padding:8px;white-space:pre-wrap;',
  fence: 'font-family:Consolas,monospace;background:#f1f3f5;padding:8px;white-space:pre-wrap;',
  hr: 'border:0;border-top:1px solid #d9dee3;margin:24px 0;',
}

function styleTokens(tokens: Token[]): void {
  for (const token of tokens) {
    const style = STYLES[token.type]
    if (style) token.attrSet('style', style)
    if (token.children) styleTokens(token.children)
  }
}

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim())
markdown.core.ruler.push('inline_styles', (state) => {
  styleTokens(state.tokens)
})

/** The body as e-mail HTML (a fragment, styled inline). */
export const letterHtml = (body: string): string => markdown.render(body)

// Tags written in the body are shown as text in the HTML part (escaped); in the text part they
// would read as code, so they are dropped there.
const TAG = /<\/?[a-z][^<>]*>/gi

/** The body as plain text: the words, each kept link written out after its text. */
export function letterText(body: string): string {
  const lines: string[] = []
  let line = ''
  let listDepth = 0
  let ordered: number[] = []
  const flush = () => {
    lines.push(line.replace(TAG, '').trimEnd())
    line = ''
  }
  for (const token of markdown.parse(body, {})) {
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        listDepth += 1
        ordered.push(token.type === 'ordered_list_open' ? Number(token.attrGet('start') ?? 1) : 0)
        break
      case 'bullet_list_close':
      case 'ordered_list_close':
        listDepth -= 1
        ordered = ordered.slice(0, -1)
        if (listDepth === 0) lines.push('')
        break
      case 'list_item_open': {
        const last = ordered.length - 1
        const number = ordered[last] ?? 0
        line += `${'  '.repeat(listDepth - 1)}${number > 0 ? `${number}.` : '-'} `
        if (number > 0) ordered[last] = number + 1
        break
      }
      case 'inline':
        line += inlineText(token.children ?? [])
        break
      case 'paragraph_close':
      case 'heading_close':
        flush()
        if (listDepth === 0) lines.push('')
        break
      case 'code_block':
      case 'fence':
        lines.push(token.content.replace(TAG, '').trimEnd(), '')
        break
      case 'hr':
        lines.push('—', '')
        break
    }
  }
  if (line) flush()
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}

function inlineText(children: Token[]): string {
  let text = ''
  let href: string | null = null
  let linkText = ''
  for (const child of children) {
    if (child.type === 'link_open') {
      href = String(child.attrGet('href') ?? '')
      linkText = ''
    } else if (child.type === 'link_close') {
      const url = href ?? ''
      const shown = url.replace(/^mailto:/i, '')
      text += linkText === shown || linkText === url ? url : `${linkText} (${url})`
      href = null
    } else if (child.type === 'text' || child.type === 'code_inline') {
      if (href === null) text += child.content
      else linkText += child.content
    } else if (child.type === 'softbreak' || child.type === 'hardbreak') {
      text += '\n'
    }
  }
  return text
}
