import { describe, expect, it } from 'vitest'
import { criticalCss, markupTokens, parseCss, valuedAttributes } from './critical-css.ts'

const pick = (css: string, html: string) => criticalCss(parseCss(css), markupTokens(html))

describe('critical CSS', () => {
  it('keeps the rules whose selectors the markup can match, in their order', () => {
    const css =
      '.a{color:red}.unused{color:blue}#main .b>span{margin:0}h1,.nope{font-size:2rem}h2{font-size:1rem}' +
      '[data-size=md]{padding:1px}[data-size=xl]{padding:9px}[hidden]{display:none}'
    const html = '<main id="main" class="a"><p class="b" data-size="md"><span>x</span></p><h1 hidden>T</h1></main>'
    expect(pick(css, html)).toBe(
      '.a{color:red}#main .b>span{margin:0}h1,.nope{font-size:2rem}[data-size=md]{padding:1px}[hidden]{display:none}',
    )
  })

  it('does not rule out on pseudo-classes, reads :is()/:where() of one selector, and never keeps :host', () => {
    const css =
      '.a:hover{color:red}.a:not(.z){top:0}.a::before{content:"{"}.a:where([data-x=on]){left:0}' +
      '.a:where([data-x=off]){left:9px}:where(.a,.q) .c{right:0}:root,:host{--v:1}' +
      ':root[data-scheme=dark],:host([data-scheme=dark]){--v:2}:host{--w:3}'
    const html = '<html data-scheme="light"><div class="a" data-x="on"><b class="c"></b></div></html>'
    expect(pick(css, html)).toBe(
      '.a:hover{color:red}.a:not(.z){top:0}.a::before{content:"{"}.a:where([data-x=on]){left:0}:where(.a,.q) .c{right:0}:root,:host{--v:1}',
    )
  })

  it('filters inside @media, @supports and @layer, keeps other at-rules whole and drops empty groups', () => {
    const css =
      '@charset "utf-8";@layer base,app;@media (min-width:40em){.a{top:0}.z{top:1px}}@media print{.z{top:0}}' +
      '@layer app{.a{left:0}}@layer base{.z{left:0}}@font-face{font-family:X;src:url(x.woff2)}' +
      '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}/* a comment */@supports (display:grid){.z{display:grid}}'
    expect(pick(css, '<div class="a"></div>')).toBe(
      '@charset "utf-8";@layer base,app;@media (min-width:40em){.a{top:0}}@layer app{.a{left:0}}@layer base{}' +
        '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
    )
  })

  it('reads escaped class names, quoted attribute values and entities in the markup', () => {
    const css = '.sm\\:flex{display:flex}.w-1\\/2{width:50%}[title="a b"]{color:red}[title="c"]{color:blue}'
    const html = '<div class="sm:flex w-1/2" title="a b"></div><a title=\'x &amp; y\'>y</a>'
    expect(pick(css, html)).toBe('.sm\\:flex{display:flex}.w-1\\/2{width:50%}[title="a b"]{color:red}')
    expect(markupTokens(html).has('[title=x & y]')).toBe(true)
  })
})

describe('valued attributes', () => {
  it('reads the values of the attributes the rules name with one, and only those', () => {
    const rules = parseCss(
      '[data-size=md]{padding:1px}@media (min-width:1px){.a:where([dir=rtl]){left:0}}[title]{color:red}',
    )
    const valued = valuedAttributes(rules)
    expect([...valued].sort()).toEqual(['data-size', 'dir'])
    const tokens = markupTokens('<p data-size="md" title="x" dir="ltr">y</p>', valued)
    expect([...tokens].sort()).toEqual(['[data-size=md]', '[data-size]', '[dir=ltr]', '[dir]', '[title]', 'p'])
  })
})
