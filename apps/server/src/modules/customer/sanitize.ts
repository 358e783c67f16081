import { isLink, isPhoneOrMail, RICH_TEXT_DROPPED_TAGS, RICH_TEXT_TAGS, shopPathOf } from '@shop/contract';
import sanitizeHtml from 'sanitize-html';

const WHOLE_NUMBER = /^\d{1,4}$/;

const DROPPED_WITH_CONTENT = [...RICH_TEXT_DROPPED_TAGS];

const fits = (value: string | undefined, rule: RegExp): value is string => value !== undefined && rule.test(value);

/** Where a link may go, as it is written out (an in-shop path as the browser resolves it); undefined when nowhere allowed. */
const linkTarget = (href = ''): string | undefined => (isLink(href) || isPhoneOrMail(href) ? href : shopPathOf(href));

/** Where an image may come from, the web or the shop's own files; undefined when neither. */
const imageSource = (src = ''): string | undefined => (isLink(src) ? src : shopPathOf(src));

/** A table cell keeps only whole-number spans. */
const cell = (tagName: string, { colspan, rowspan }: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName,
  attribs: { ...(fits(colspan, WHOLE_NUMBER) && { colspan }), ...(fits(rowspan, WHOLE_NUMBER) && { rowspan }) },
});

const ANSWER_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'tel', 'mailto'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // Pasted pages' blocks and headings become the nearest allowed ones instead of running on.
    div: 'p',
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    // Attributes are rebuilt from scratch: nothing the author wrote besides these survives.
    a: (tagName, { href }) => {
      const attribs: sanitizeHtml.Attributes = {};
      const destination = linkTarget(href);
      if (destination) attribs.href = destination;
      // Links that leave the shop open beside it and learn nothing about the page they came from.
      if (isLink(href ?? '')) Object.assign(attribs, { rel: 'noopener noreferrer', target: '_blank' });
      return { tagName, attribs };
    },
    img: (tagName, { src, alt, width, height }) => {
      const source = imageSource(src);
      return {
        tagName,
        attribs: {
          ...(source !== undefined && { src: source }),
          ...(alt !== undefined && { alt }),
          ...(fits(width, WHOLE_NUMBER) && { width }),
          ...(fits(height, WHOLE_NUMBER) && { height }),
        },
      };
    },
    th: cell,
    td: cell,
  },
  // An image without a source it may show is no image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

const PLAIN_RULES: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT };

/** The start or end of a block: the words on either side of it must not run together. */
const BLOCK_EDGE = /<\/?(?:p|li|h3|h4|blockquote|tr|th|td)\b[^>]*>|<br\s*\/?>/g;

/** sanitize-html escapes these in text; plain text wants the characters back (&amp; last). */
const unescape = (text: string): string => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** An answer kept to the allow-list of tags and attributes: safe to show as it is. */
export const sanitizeAnswer = (html: string): string => sanitizeHtml(html, ANSWER_RULES);

/** The words of sanitised HTML, blocks separated by one space, for search and summaries. */
export const plainText = (safeHtml: string): string =>
  unescape(sanitizeHtml(safeHtml.replace(BLOCK_EDGE, ' $& '), PLAIN_RULES))
    .replace(/\s+/g, ' ')
    .trim();
