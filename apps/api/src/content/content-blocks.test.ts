import { describe, expect, it } from 'vitest';
import { parseContent, parseInline } from './content-blocks.ts';

describe('information page content', () => {
  it('reads title, anchored headings, paragraphs and lists', () => {
    const page = parseContent('# Contacts\n\n## Support {#support}\nWrite to us,\nday or night.\n\n- [E-mail](mailto:support@betfront.example)\n- Phone: **+44 20 7946 0000**\n');
    expect(page).toEqual({
      title: 'Contacts',
      blocks: [
        { type: 'heading', text: 'Support', id: 'support' },
        { type: 'paragraph', content: [{ text: 'Write to us, day or night.' }] },
        { type: 'list', items: [[{ text: 'E-mail', href: 'mailto:support@betfront.example' }], [{ text: 'Phone: ' }, { text: '+44 20 7946 0000', strong: true }]] },
      ],
    });
  });

  it('keeps only safe links: site paths, https, mailto and tel; anything else is plain text', () => {
    expect(parseInline('[a](/en/rules/general) [b](https://www.begambleaware.org) [c](tel:+442079460000)')).toEqual([
      { text: 'a', href: '/en/rules/general' }, { text: ' ' }, { text: 'b', href: 'https://www.begambleaware.org' }, { text: ' ' }, { text: 'c', href: 'tel:+442079460000' },
    ]);
    expect(parseInline('[x](javascript:alert(1)) [y](//evil.example) [z](http://plain.example)')).toEqual([
      { text: 'x' }, { text: ') ' }, { text: 'y' }, { text: ' ' }, { text: 'z' },
    ]);
  });

  it('writes markup characters as text: a page never carries HTML', () => {
    expect(parseContent('<script>alert(1)</script>').blocks).toEqual([{ type: 'paragraph', content: [{ text: '<script>alert(1)</script>' }] }]);
  });
});
