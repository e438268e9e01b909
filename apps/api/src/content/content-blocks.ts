/**
 * Information pages as structured blocks, never HTML: the site renders them with React, which escapes every text,
 * so a page from this service (or a real CMS answering in the same shape) cannot inject markup (docs/decisions.md,
 * "Information pages").
 */

/** A run of text, optionally a link or strong. */
export interface Inline {
  text: string;
  href?: string;
  strong?: boolean;
}

export type ContentBlock =
  | { type: 'heading'; text: string; id?: string }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] };

export interface ContentPage {
  title: string;
  blocks: ContentBlock[];
}

/** Links a page may carry: a path on this site, https, e-mail and telephone. */
export const SAFE_HREF = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s-]+)$/u;

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/gu;

/** `Write to [support](mailto:help@x) **now**` as inline runs; a link outside {@link SAFE_HREF} stays plain text. */
export function parseInline(line: string): Inline[] {
  const runs: Inline[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) runs.push({ text: line.slice(at, match.index) });
    const [, linkText, href, strong] = match;
    if (strong !== undefined) runs.push({ text: strong, strong: true });
    else if (linkText !== undefined && href !== undefined) runs.push(SAFE_HREF.test(href) ? { text: linkText, href } : { text: linkText });
    at = match.index + match[0].length;
  }
  if (at < line.length) runs.push({ text: line.slice(at) });
  return runs;
}

/**
 * The subset of Markdown the content files use: `# Title` (first line), `## Heading {#anchor}`, `- list items`,
 * paragraphs separated by blank lines, `[links](…)` and `**strong**`.
 */
export function parseContent(source: string): ContentPage {
  const lines = source.replace(/\r\n?/gu, '\n').split('\n');
  let title = '';
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ type: 'list', items: list });
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('# ') && title === '') {
      title = line.slice(2).trim();
    } else if (line.startsWith('## ')) {
      flush();
      const heading = /^## (.+?)(?:\s+\{#([a-z0-9-]+)\})?$/u.exec(line);
      blocks.push(heading?.[2] ? { type: 'heading', text: heading[1]!, id: heading[2] } : { type: 'heading', text: line.slice(3) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(parseInline(line.slice(2)));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return { title, blocks };
}
