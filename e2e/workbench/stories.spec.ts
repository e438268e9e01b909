import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { storiesOf, type Platform, type StoryEntry } from './platforms.ts';

/**
 * Every story of both kits' workbenches, in both themes: it renders without an error, has no serious or critical axe
 * violation (WCAG 2.0/2.1/2.2 A and AA), and (outside CI) leaves a screenshot in e2e/workbench-shots/<platform>/<story>--<theme>.png.
 * One test per component and theme. Each worker loads the preview iframe once and keeps it: a test sets its theme
 * through Storybook's globals and switches story by story through Storybook's channel (a page load per component cost
 * three quarters of the run; the check itself is the axe run).
 */

// The axe-core that @axe-core/playwright brings, injected once per page: AxeBuilder re-injects it and opens a helper
// page on every analyze(), about 2 s a story on this machine against 0.3 s for a direct axe.run().
const AXE_SOURCE = (createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
const THEMES = ['light', 'dark'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SHOTS = new URL('../workbench-shots/', import.meta.url);

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** The worker's preview page, with the project's viewport and device, kept from test to test. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL, locale });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the story has rendered and its play function (if any) has run, or it failed; returns its error text. */
async function settled(page: Page, storyId: string): Promise<string> {
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '');
  }, storyId);
  return page.evaluate(() => (document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'error') : ''));
}

function groupByTitle(stories: StoryEntry[]): Map<string, StoryEntry[]> {
  const groups = new Map<string, StoryEntry[]>();
  for (const story of stories) groups.set(story.title, [...(groups.get(story.title) ?? []), story]);
  return groups;
}

for (const platform of ['desktop', 'mobile'] as const satisfies Platform[]) {
  test.describe(platform, () => {
    for (const [title, stories] of groupByTitle(storiesOf(platform))) {
      for (const theme of THEMES) {
        test(`${title} (${theme})`, { tag: `@${platform}` }, async ({ preview: page }) => {
          test.setTimeout(30_000 + stories.length * 15_000);
          const pageErrors: string[] = [];
          const onError = (error: Error) => pageErrors.push(error.message);
          page.on('pageerror', onError);
          try {
            for (const [i, story] of stories.entries()) {
              await test.step(story.name, async () => {
                // A new worker's page (or one a failed test left elsewhere) loads the preview with the theme; else it switches.
                const loaded = await page.evaluate(() => Boolean((window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__ && (window as { axe?: unknown }).axe));
                if (!loaded) {
                  await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
                  await page.evaluate(AXE_SOURCE);
                } else {
                  if (i === 0) await page.evaluate((t) => (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', { globals: { theme: t } }), theme);
                  await page.evaluate((storyId) => (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' }), story.id);
                }
                expect(await settled(page, story.id), `${story.id} renders without an error`).toBe('');
                await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
                const violations = await page.evaluate(
                  (tags) =>
                    (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe
                      .run({ exclude: ['#storybook-docs'] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
                      .then((results) => results.violations),
                  WCAG_TAGS,
                );
                const blocking = violations
                  .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                  .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`) }));
                expect.soft(blocking, `${story.id} (${theme}): ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
                expect(pageErrors, `${story.id} throws nothing`).toEqual([]);
                // The photographs are for people looking at the kits; a CI run has no one to look, so it skips them.
                if (!process.env.CI) await page.screenshot({ path: fileURLToPath(new URL(`${platform}/${story.id}--${theme}.png`, SHOTS)), fullPage: true, animations: 'disabled' });
              });
            }
          } finally {
            page.off('pageerror', onError);
          }
        });
      }
    }
  });
}
