import { Marked } from 'marked';

// The text sits under the page's own headings: its "#" is an h2, "##" an h3, deeper ones h4.
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** Markdown (an event description, a mail body) as HTML (shown through SafeHtml, which sanitizes it). */
export function markdownToHtml(source: string): string {
  return markdown.parse(source.trim(), { async: false });
}

function inline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element)) return '';
  const inner = Array.from(node.childNodes).map(inline).join('');
  switch (node.tagName.toLowerCase()) {
    case 'strong':
    case 'b':
      return inner.trim() ? `**${inner.trim()}**` : '';
    case 'em':
    case 'i':
      return inner.trim() ? `*${inner.trim()}*` : '';
    case 'a': {
      const href = node.getAttribute('href');
      return href ? `[${inner.trim()}](${href})` : inner;
    }
    case 'br':
      return '\n';
    default:
      return inner;
  }
}

function block(node: Node): string {
  if (!(node instanceof Element)) return inline(node).trim();
  const tag = node.tagName.toLowerCase();
  const children = Array.from(node.children);
  if (tag === 'ul' || tag === 'ol')
    return children
      .filter((li) => li.tagName.toLowerCase() === 'li')
      .map((li, i) => `${tag === 'ol' ? `${i + 1}.` : '-'} ${inline(li).trim()}`)
      .join('\n');
  if (/^h[1-6]$/.test(tag)) return `${'#'.repeat(Math.max(1, Number(tag[1]) - 1))} ${inline(node).trim()}`;
  if (tag === 'blockquote') return `> ${inline(node).trim()}`;
  return inline(node).trim();
}

/**
 * Events created before the editor have HTML only: this turns the few tags they use (paragraphs, lists,
 * bold, italic, links, headings) back into markdown so they can be edited.
 */
export function htmlToMarkdown(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).map(block).filter(Boolean).join('\n\n');
}
