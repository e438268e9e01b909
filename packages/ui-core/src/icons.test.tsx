import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChevronIcon, SportIcon } from './icons.tsx';

describe('ui-core icons', () => {
  it('are 16 px by their attributes, which a kit size class overrides', () => {
    const html = renderToStaticMarkup(<SportIcon sport="tennis" className="size-6" />);
    expect(html).toContain('width="16"');
    expect(html).toContain('class="size-6"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('draw a sport without its own shape as football', () => {
    const unknown = renderToStaticMarkup(<SportIcon sport="curling" />);
    const football = renderToStaticMarkup(<SportIcon sport="football" />);
    expect(unknown).toBe(football);
    expect(unknown).not.toBe(renderToStaticMarkup(<SportIcon sport="tennis" />));
  });

  it('turn the chevron to point right only when closed', () => {
    expect(renderToStaticMarkup(<ChevronIcon isOpen={false} />)).toContain('rotate(-90deg)');
    expect(renderToStaticMarkup(<ChevronIcon isOpen />)).not.toContain('rotate');
    expect(renderToStaticMarkup(<ChevronIcon />)).not.toContain('rotate');
  });
});
