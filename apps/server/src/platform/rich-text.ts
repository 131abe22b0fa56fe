import sanitizeHtml from 'sanitize-html'

/**
 * Rich text an operator wrote (articles, agreements), cleaned before it is kept: the tags and attributes the
 * mall's RichText renders (headings, paragraphs, lists, emphasis, links, pictures, simple tables), nothing that
 * runs (scripts, event handlers, `javascript:` links, styles, frames). Links and pictures: http(s) or the shop's
 * own paths.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'blockquote',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'span',
      'div',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
  }).trim()
}
