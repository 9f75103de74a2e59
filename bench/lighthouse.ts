/**
 * Lighthouse on the pages a phone user sees: the landing page, login and help (signed out), the
 * scanner, a result and History (signed in), against the app as `npm start` serves it (built
 * frontend, real API, the sign-in emulator), in Debian's Chromium with Lighthouse's mobile
 * emulation and simulated slow 4G. Each page is measured twice, each visit several times
 * (BENCH_LIGHTHOUSE_RUNS, 3 unless set) and reported by its median run as Lighthouse picks it (the
 * run nearest the median first paint and time to interactive), with every run's performance
 * score beside it: one run of a page can move its score by 5-10 points, as Lighthouse's own notes
 * on variability say, so a single run says little:
 * - a first visit: Lighthouse's storage reset (no service worker, no Cache Storage, an empty HTTP
 *   cache), as a person opening a link for the first time; signed-in pages keep the sign-in
 *   (cookie and the provider's IndexedDB, which the reset leaves), as someone signed in whose
 *   browser has none of the app yet;
 * - a repeat visit: after the page has been opened once and the service worker has cached the
 *   app, storage kept.
 * Prints, per page and visit, the four category scores, the Core Web Vitals (LCP, CLS, and TBT,
 * the lab stand-in for INP), the bytes sent (JS KB and all KB as Lighthouse counts them, headers
 * included; JS body KB the compressed scripts themselves), the machine's load average then, how
 * busy its cores were just before the run (each run waits for a quiet machine first) and
 * Lighthouse's benchmark index of its CPU;
 * then every audit that kept a page under its goal; and whether Chromium finds the app
 * installable. Full reports go to .tmp/lighthouse/.
 *
 *   npm run bench:lighthouse            (also the last part of `npm run bench`)
 *   BENCH_LIGHTHOUSE_PAGES=result,history npm run bench:lighthouse   (only these pages)
 *   BENCH_LIGHTHOUSE_VISITS=first npm run bench:lighthouse           (only first visits)
 *   BENCH_LIGHTHOUSE_RUNS=5 npm run bench:lighthouse                 (five runs of each visit)
 *   BENCH_LIGHTHOUSE_TRACES=1 npm run bench:lighthouse               (each median run's trace too)
 *   WEB_DIST_DIR=.tmp/other-build BENCH_LIGHTHOUSE_BUILD=0 npm run bench:lighthouse
 *                                        (measure another build, kept aside, against this one)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { busyShare, waitForQuietMachine, type Quiet } from './quiet-machine';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const VITALS = {
  'FCP ms': 'first-contentful-paint',
  'LCP ms': 'largest-contentful-paint',
  'TBT ms': 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'SI ms': 'speed-index',
} as const;
type Visit = 'first' | 'repeat';
const SIGNED_OUT_PAGES = ['landing', 'login', 'help'];
/**
 * The goals: on a first visit, performance 95 on the signed-out pages and 90 on the signed-in ones
 * (they also fetch the user's data); on a repeat visit 98 everywhere; the other categories 100.
 */
function goal(category: (typeof CATEGORIES)[number], page: string, visit: Visit): number {
  if (category !== 'performance') return 100;
  if (visit === 'repeat') return 98;
  return SIGNED_OUT_PAGES.includes(page) ? 95 : 90;
}
/** The pages to measure: all six unless BENCH_LIGHTHOUSE_PAGES names some. */
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? 'landing,login,help,scanner,result,history').split(',');
/** The visits to measure: both unless BENCH_LIGHTHOUSE_VISITS names one. */
const VISITS = (process.env.BENCH_LIGHTHOUSE_VISITS ?? 'first,repeat').split(',') as Visit[];
/** How many times each page's visit is measured (its median run is reported). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS must be a whole number from 1');
/**
 * Each run starts once the machine is quiet (under a tenth of its cores busy for half a second, or
 * after 30 s): the last run's tab, requests and report would otherwise still compete with the page
 * for the CPU, whose time Lighthouse multiplies by four. BENCH_LIGHTHOUSE_SETTLE=0 starts at once.
 */
const SETTLE = process.env.BENCH_LIGHTHOUSE_SETTLE !== '0';
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const percent = (share: number) => `${Math.round(share * 100)}`;

interface Row {
  page: string;
  [column: string]: string | number;
}

/** The fields of Lighthouse's network-requests audit that the bench reads. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * The compressed body of one of the app's own scripts as the server sends it to a browser that
 * takes Brotli: the build's `.br` copy, or the file itself when the build made none. (Lighthouse's
 * transfer sizes also count each response's headers, about 1 KB apiece.)
 */
function builtBodySize(root: string, url: string): number {
  const file = path.join(path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web'), new URL(url).pathname);
  for (const candidate of [`${file}.br`, file]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return fs.statSync(candidate).size;
  }
  return 0;
}

/** Fails when something already listens on the port (`variable` sets another). */
async function assertPortFree(port: number, variable: string) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} is in use: a server or browser from an earlier run may still be up. Stop it, or set ${variable}.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(baseUrl: string, serverStopped: () => boolean, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (serverStopped()) throw new Error("the app's server stopped before it answered");
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

/** Signs in through the login page and the emulator's account chooser, as a person does. */
async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  const button = page.getByRole('button', { name: 'Continue with Google' });
  await button.waitFor();
  const popupOpened = page.context().waitForEvent('page');
  await button.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.click('#add-account-button');
  await popup.click('#autogen-button');
  await popup.fill('#email-input', email);
  await popup.click('#sign-in');
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 30_000 });
}

export async function runLighthouseBench() {
  const root = path.resolve(import.meta.dirname, '..');
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3112);
  const debuggingPort = Number(process.env.BENCH_LIGHTHOUSE_DEBUG_PORT ?? port + 1000);
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server or browser left running on these ports (an earlier run that was stopped) would be
  // measured in place of this build: refuse to start instead.
  await assertPortFree(port, 'BENCH_LIGHTHOUSE_PORT');
  await assertPortFree(debuggingPort, 'BENCH_LIGHTHOUSE_DEBUG_PORT');
  const dataDir = path.join(root, '.tmp/lighthouse-data');
  const reportDir = path.join(root, '.tmp/lighthouse');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });

  if (process.env.BENCH_LIGHTHOUSE_BUILD !== '0') {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  }
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' };
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--email', 'lighthouse@example.com', '--scans', '5', '--no-session'], {
    cwd: root,
    env: { ...env, AUTH_EMULATOR_AUTOSTART: 'false' },
    stdio: 'ignore',
  });
  const server = spawn('npx', ['tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { ...env, RATE_LIMITS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let serverStopped = false;
  server.once('exit', () => (serverStopped = true));
  const profile = fs.mkdtempSync(path.join(root, '.tmp/lighthouse-profile-'));
  let browser: LaunchedChrome | undefined;
  try {
    await waitForHealth(baseUrl, () => serverStopped);
    // Chromium starts as Lighthouse's own command line starts it, with nothing else attached while
    // Lighthouse measures: Playwright connects only to sign in and to open a page before a repeat
    // visit. Attached, it would also instrument the tab Lighthouse measures, and compete with it for
    // the machine's two cores.
    browser = await launch({
      chromePath: chromiumPath,
      port: debuggingPort,
      userDataDir: profile,
      // A phone has a camera: Chromium's fake one, allowed as a person would allow it.
      chromeFlags: [
        ...chromiumArgs,
        '--headless=new',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
    /**
     * Runs the steps in the browser's tab with Playwright attached, then leaves the tab blank and
     * detaches. Lighthouse measures in a tab of its own, so this one must sit idle meanwhile: left
     * on the scanner, its camera would go on drawing frames beside the page being measured.
     */
    const inTab = async <T>(steps: (page: Page) => Promise<T>): Promise<T> => {
      const connection = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
      try {
        const context = connection.contexts()[0]!;
        const page = context.pages()[0] ?? (await context.newPage());
        const result = await steps(page);
        await page.goto('about:blank');
        return result;
      } finally {
        await connection.close();
      }
    };

    // Installability as Chromium judges it (Lighthouse 12 no longer has a PWA category).
    const { installabilityErrors, manifest } = await inTab(async (page) => {
      await page.goto(`${baseUrl}/`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await page.context().newCDPSession(page);
      return {
        ...((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }),
        manifest: (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] },
      };
    });

    // Landing, login and help are measured signed out; then the person signs in for the rest.
    const signedOut = [
      { page: 'landing', url: '/' },
      { page: 'login', url: '/login' },
      { page: 'help', url: '/help' },
    ];
    const rows: Row[] = [];
    const shortfalls: string[] = [];
    /** Opens the page as a person would, so that the service worker is installed and has cached the app. */
    const warm = (url: string) =>
      inTab(async (page) => {
        await page.goto(`${baseUrl}${url}`);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      });
    const audit = async (name: string, url: string) => {
      if (!PAGES.includes(name)) return;
      for (const visit of VISITS) await auditVisit(name, url, visit);
    };
    /**
     * One Lighthouse run of a page's visit (a repeat visit opens the page first), started once the
     * machine is quiet, and how busy it was just before.
     */
    const measure = async (
      name: string,
      url: string,
      visit: Visit,
    ): Promise<{ result: RunnerResult; quiet: Quiet }> => {
      if (visit === 'repeat') await warm(url);
      const quiet = SETTLE ? await waitForQuietMachine() : { busy: await busyShare(500), waitedMs: 0, quiet: true };
      if (!quiet.quiet) {
        console.warn(
          `Lighthouse: ${name} (${visit} visit) measured on a busy machine: ${percent(quiet.busy)} busy after ${quiet.waitedMs} ms`,
        );
      }
      const run = () =>
        lighthouse(`${baseUrl}${url}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // A first visit: Lighthouse clears the service worker, Cache Storage and the HTTP cache
          // (the sign-in, a cookie and the provider's IndexedDB, is not among them). A repeat
          // visit keeps everything.
          disableStorageReset: visit === 'repeat',
        });
      let result = await run();
      // Lighthouse sometimes loses its own trace on a busy machine (NO_NAVSTART): one more try.
      if (result?.lhr.runtimeError) {
        console.warn(`Lighthouse: ${name}: ${result.lhr.runtimeError.code}; measuring again`);
        result = await run();
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return { result, quiet };
    };
    const auditVisit = async (name: string, url: string, visit: Visit) => {
      const runs: { result: RunnerResult; quiet: Quiet }[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(name, url, visit));
      const valid: RunnerResult['lhr'][] = filterToValidRuns(runs.map((run) => run.result.lhr));
      if (valid.length === 0) throw new Error(`Lighthouse measured no complete run of ${url} (${visit} visit)`);
      const lhr: RunnerResult['lhr'] = computeMedianRun(valid);
      const { result: median, quiet } = runs.find((run) => run.result.lhr === lhr)!;
      fs.writeFileSync(path.join(reportDir, `${name}-${visit}.json`), JSON.stringify(lhr));
      // The page's trace, for DevTools' Performance panel (BENCH_LIGHTHOUSE_TRACES=1).
      if (process.env.BENCH_LIGHTHOUSE_TRACES === '1') {
        fs.writeFileSync(path.join(reportDir, `${name}-${visit}.trace.json`), JSON.stringify(median.artifacts.Trace));
      }
      const row: Row = { page: name, visit };
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        row[
          category === 'best-practices'
            ? 'best pr.'
            : category === 'accessibility'
              ? 'a11y'
              : category === 'performance'
                ? 'perf'
                : category
        ] = score;
        if (category === 'performance') {
          const scores = valid.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
          row['perf runs'] = scores.sort((a, b) => a - b).join(' ');
        }
        if (score < goal(category, name, visit)) {
          const failing = (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
          shortfalls.push(
            `${name} (${visit} visit) ${category} ${score} < ${goal(category, name, visit)}: ${failing.join(', ') || 'no single audit'}`,
          );
        }
      }
      for (const [column, id] of Object.entries(VITALS)) {
        const value = lhr.audits[id]?.numericValue ?? NaN;
        row[column] = id === 'cumulative-layout-shift' ? +value.toFixed(3) : Math.round(value);
      }
      // What went over the network: scripts, and everything (compressed sizes, as sent).
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
        []) as NetworkRequest[];
      const sent = (items: NetworkRequest[]) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      row['JS KB'] = kb(sent(scripts));
      // Only what came over the network: a script the service worker answered has no transfer.
      row['JS body KB'] = kb(
        scripts.filter((r) => (r.transferSize ?? 0) > 0).reduce((sum, r) => sum + builtBodySize(root, r.url), 0),
      );
      row['all KB'] = kb(sent(requests));
      row.load = +os.loadavg()[0]!.toFixed(1);
      row['busy %'] = percent(quiet.busy);
      // Lighthouse's own measure of the host's CPU speed: the simulated 4x slowdown multiplies
      // the host's task times, so scores from hosts of different speed do not compare.
      row.cpu = Math.round(lhr.environment.benchmarkIndex);
      rows.push(row);
    };
    for (const { page: name, url } of signedOut) await audit(name, url);

    const scans = await inTab(async (page) => {
      await signIn(page, baseUrl, 'lighthouse@example.com');
      const me = (await (await page.request.get(`${baseUrl}/api/auth/me`)).json()) as { id: string };
      return (await (await page.request.get(`${baseUrl}/api/users/${me.id}/scans`)).json()) as { id: string }[];
    });
    await audit('scanner', '/scanner');
    await audit('result', `/results/${scans[0]!.id}`);
    await audit('history', '/history');

    console.log(
      '\nLighthouse (mobile emulation, simulated slow 4G, Debian Chromium), scores out of 100; ' +
        `the median of ${RUNS} run${RUNS === 1 ? '' : 's'} of each visit (perf runs: every run's performance score); ` +
        'first visit = storage reset, repeat = the service worker has the app; load = 1-min load average; ' +
        'busy % = how busy all cores were in the half second before the median run started; ' +
        "cpu = Lighthouse's benchmark index of this machine (higher is faster)\n",
    );
    console.table(rows);
    console.log(
      `Load average at the end (1, 5, 15 min): ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const landingFirst = rows.find((r) => r.page === 'landing' && r.visit === 'first');
    if (landingFirst) {
      const js = Number(landingFirst['JS body KB']);
      console.log(
        `Landing page JavaScript on a first visit: ${js} KB compressed (target ≤ 80 KB); ${landingFirst['JS KB']} KB on the wire with the responses' headers`,
      );
      if (js > 80) shortfalls.push(`landing (first visit) JavaScript ${js} KB compressed > 80 KB`);
    }
    console.log(
      `Installable (Chromium): ${installabilityErrors.length === 0 ? 'yes' : `no: ${installabilityErrors.map((e) => e.errorId).join(', ')}`}` +
        `; manifest ${manifest.url.replace(baseUrl, '')}${manifest.errors.length ? ` with errors: ${manifest.errors.map((e) => e.message).join('; ')}` : ', no errors'}`,
    );
    console.log(shortfalls.length ? `Under the goals:\n  ${shortfalls.join('\n  ')}` : 'Every page meets the goals.');
    console.log(`Full reports: ${path.relative(root, reportDir)}/*.json\n`);
  } finally {
    // Its profile folder is removed once Chromium has exited, not while it still writes there.
    if (browser && browser.process.exitCode === null && browser.process.signalCode === null) {
      const exited = new Promise((resolve) => browser!.process.once('exit', resolve));
      browser.kill();
      await exited;
    }
    fs.rmSync(profile, { recursive: true, force: true });
    // The server's whole process group: the Auth emulator it started may outlive it.
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH')
        console.warn(`Could not stop the app's server: ${String(error)}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouseBench();
