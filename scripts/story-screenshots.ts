/**
 * Screenshots every story (and docs page) of a built Storybook at phone widths, in the light and
 * dark themes, and checks each for sideways scrolling: the page must be no wider than the screen.
 *
 *   npx storybook build -o .tmp/sb --quiet
 *   npx tsx scripts/story-screenshots.ts [--dir .tmp/sb] [--out .tmp/story-screenshots]
 *     [--widths 360,390] [--themes light,dark] [--filter screens-result]
 *
 * Each story is opened on its own (iframe.html, story view) in Debian's Chromium, waits for its
 * play function to finish, and is saved whole as `<out>/<width>-<theme>/<story id>.png`; a docs
 * page (docs view) waits for its content and its stories, and is taken at a desktop's 1024 px.
 * `<out>/report.json` lists every shot with what sticks out past the right edge; the command fails
 * when any story scrolls sideways or fails to render. Nothing here is committed: look at the PNGs.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Koa from 'koa';
import serveStatic from 'koa-static';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '.tmp/sb' },
    out: { type: 'string', default: '.tmp/story-screenshots' },
    widths: { type: 'string', default: '360,390' },
    themes: { type: 'string', default: 'light,dark' },
    filter: { type: 'string', default: '' },
  },
});

/** The phone heights that go with the widths Storybook's viewports offer. */
const HEIGHTS: Record<number, number> = { 360: 740, 390: 844, 1024: 900 };

/** Docs pages are read in Storybook on a desktop, beside their props tables: one width. */
const DOCS_WIDTH = 1024;

/** A static server for the built Storybook (koa-static), on a free loopback port. */
function serve(root: string): Promise<http.Server> {
  const app = new Koa();
  // The build does not change during a run: each page loads the bundles once.
  app.use(serveStatic(root, { maxage: 3_600_000 }));
  const server = http.createServer(app.callback());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Shot {
  id: string;
  width: number;
  theme: string;
  file: string;
  phase: string;
  scrollWidth: number;
  /** Elements whose right edge is past the screen's, as `tag.class (right px)`. */
  overflowing: string[];
}

interface Entry {
  id: string;
  type: 'story' | 'docs';
}

async function shoot(page: Page, base: string, entry: Entry, width: number, theme: string, out: string) {
  const { id } = entry;
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=${entry.type}&globals=theme:${theme}`);
  // The story has rendered and its play function has finished (or failed); a docs page, drawn.
  const phase =
    entry.type === 'docs'
      ? await docsDrawn(page)
      : await page
          .waitForFunction(
            () => {
              const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
                .__STORYBOOK_PREVIEW__?.currentRender;
              const done = ['completed', 'finished', 'errored', 'aborted'];
              return render?.phase && done.includes(render.phase) ? render.phase : false;
            },
            undefined,
            { timeout: 30_000, polling: 200 },
          )
          .then((handle) => handle.jsonValue() as Promise<string>)
          .catch(() => 'timed out');
  await page.waitForTimeout(400); // transitions and late images settle
  const measured = await page.evaluate(() => {
    const limit = window.innerWidth;
    const overflowing = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > limit + 1 && getComputedStyle(element).position !== 'fixed';
      })
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, overflowing };
  });
  const file = path.join(out, `${width}-${theme}`, `${id}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return { id, width, theme, file, phase, ...measured } satisfies Shot;
}

/** A docs page is drawn when its content is there and each story in it has rendered. */
async function docsDrawn(page: Page): Promise<string> {
  try {
    await page.waitForSelector('.sbdocs-content', { timeout: 30_000 });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.docs-story')].every((story) =>
          story.querySelector('#root-inner, [id^="story--"] > *'),
        ),
      undefined,
      { timeout: 30_000, polling: 200 },
    );
    await page.waitForTimeout(1000);
    return 'completed';
  } catch {
    return 'timed out';
  }
}

async function main() {
  const root = path.resolve(values.dir);
  const out = path.resolve(values.out);
  const index = JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8')) as {
    entries: Record<string, Entry>;
  };
  const entries = Object.values(index.entries).filter((entry) => entry.id.includes(values.filter));
  const widths = values.widths.split(',').map(Number);
  const themes = values.themes.split(',');
  for (const width of [...widths, DOCS_WIDTH]) {
    for (const theme of themes) fs.mkdirSync(path.join(out, `${width}-${theme}`), { recursive: true });
  }

  const server = await serve(root);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const jobs = entries.flatMap((entry) =>
    (entry.type === 'docs' ? [DOCS_WIDTH] : widths).flatMap((width) =>
      themes.map((theme) => ({ entry, width, theme })),
    ),
  );
  const shots: Shot[] = [];
  // Two pages at a time (the machine has two cores); each keeps a page per width and theme, so
  // the bundles load once, and opens each story afresh in it.
  const worker = async () => {
    const pages = new Map<string, Page>();
    const pageFor = async (width: number) => {
      let page = pages.get(String(width));
      if (!page) {
        const context = await browser.newContext({
          viewport: { width, height: HEIGHTS[width] ?? 844 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        });
        page = await context.newPage();
        pages.set(String(width), page);
      }
      return page;
    };
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const shot = await shoot(await pageFor(job.width), base, job.entry, job.width, job.theme, out);
      shots.push(shot);
      const wide = shot.scrollWidth > shot.width;
      if (wide || !['completed', 'finished'].includes(shot.phase)) {
        console.log(
          `${shot.width} ${shot.theme} ${shot.id}: ${shot.phase}${wide ? `, ${shot.scrollWidth} px wide` : ''}`,
        );
      }
    }
  };
  await Promise.all([worker(), worker()]);
  await browser.close();
  server.close();

  shots.sort((a, b) => a.file.localeCompare(b.file));
  fs.writeFileSync(path.join(out, 'report.json'), `${JSON.stringify(shots, null, 2)}\n`);
  const wide = shots.filter((shot) => shot.scrollWidth > shot.width);
  const failed = shots.filter((shot) => !['completed', 'finished'].includes(shot.phase));
  console.log(
    `${shots.length} screenshots in ${out}: ${wide.length} scroll sideways, ${failed.length} did not complete.`,
  );
  if (wide.length > 0 || failed.length > 0) process.exitCode = 1;
}

await main();
