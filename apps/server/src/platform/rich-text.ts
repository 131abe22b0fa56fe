import sanitizeHtml from 'sanitize-html'

/**
 * Rich text an operator wrote in the console (a goods' description, an article), made safe to put into the shop's
 * pages: formatting, lists, tables, pictures and links are kept; scripts, styles sheets, frames, forms, event
 * handlers and `javascript:` links are removed. Pictures come from the shop itself (/uploads/, /assets/) or https;
 * inline styles keep only colour, alignment and sizes.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'span',
      'div',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'h1',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'figure',
      'figcaption',
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
      '*': ['style'],
    },
    allowedSchemes: ['https'],
    allowedSchemesByTag: { a: ['https', 'http', 'mailto', 'tel'] },
    allowProtocolRelative: false,
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i],
        'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i],
        'text-align': [/^(left|right|center|justify)$/],
        'font-size': [/^\d{1,3}(px|em|rem|%)$/],
        'font-weight': [/^(normal|bold|\d{3})$/],
        width: [/^\d{1,4}(px|%)$/],
        height: [/^\d{1,4}(px|%)$/],
      },
    },
    // Relative pictures are the shop's own (uploads and demo assets); anything else relative is dropped.
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !/^(\/uploads\/|\/assets\/|https:\/\/)/.test(frame.attribs.src ?? ''),
  })
}
