import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify/sync';
import { CSV_QUOTED, EXPORT_COLUMNS, exportCells, exportRows } from '@rules/scans/export-rows';
import type { Scan } from '../../generated/types.gen';
import type { Logger } from '../../logger';
import { checkTimeZone } from '../../time/checks';
import { imageKey, readStoredJpeg, type ImageStore } from '../images/image-store';
import type { GoalsService } from '../log/goals.service';
import type { DisplayPreferencesService } from '../preferences/display-preferences.service';
import type { NotificationPreferencesService } from '../preferences/notification-preferences.service';
import { referencePhotoKey, type ReferenceService } from '../references/reference.service';
import { exportJson } from '../scans/scan-export';
import type { ScanService } from '../scans/scan.service';
import type { FavouriteFoodsService } from '../shortcuts/favourite-foods.service';
import type { SavedMealsService } from '../shortcuts/saved-meals.service';
import type { UserService } from '../users/user.service';

/**
 * How many scans are read from the database at once. The download holds at most one page of scans
 * (and one photo) at a time, whatever the size of the log: the server's memory stays bounded.
 */
export const EXPORT_PAGE_SIZE = 200;

const README = `Everything Morsel keeps about you, as of the date in this file's name.

account.json            your name, e-mail address and when the account was made
log.json, log.csv       your log: one row per food of every named scan (the same files as Profile > Export history)
photos/                 every photo you took, full size; the file name is the day (UTC) and the scan's id
reference-photos/       the photos you taught Morsel with, and reference-photos.json with their labels
goals.json              every version of your daily goals, with the day each took effect
preferences.json        your notification preferences
display-preferences.json  your language and units (null: follow the device)
saved-meals.json        your saved meals
favourite-foods.json    your starred foods
`;

export interface AccountExportDeps {
  users: UserService;
  scans: ScanService;
  references: ReferenceService;
  goals: GoalsService;
  preferences: NotificationPreferencesService;
  displayPreferences: DisplayPreferencesService;
  savedMeals: SavedMealsService;
  favouriteFoods: FavouriteFoodsService;
  images: ImageStore;
  logger: Pick<Logger, 'warn' | 'error'>;
}

/** What a user has, as one ZIP written while it is read (never built whole in memory). */
export class AccountExport {
  constructor(private readonly deps: AccountExportDeps) {}

  /**
   * The ZIP as a stream. The time zone is checked before anything is written (a bad one is a 400);
   * a failure once the download has begun is logged and ends the stream with an error, so the
   * client sees a failed download rather than a short file.
   */
  zip(userId: string, tz = 'UTC'): Readable {
    checkTimeZone(tz);
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const out = new PassThrough();
    const stop = new AbortController();
    archive.on('error', (error) => out.destroy(error));
    archive.pipe(out);
    this.fill(archive, userId, tz, stop.signal).catch((error: unknown) => {
      if (stop.signal.aborted) return;
      this.deps.logger.error(
        { userId, err: { message: (error as Error).message } },
        'the all-data download failed part-way',
      );
      archive.abort();
      out.destroy(error as Error);
    });
    // The client went away: stop reading the store.
    out.on('close', () => {
      if (out.readableEnded) return;
      stop.abort();
      archive.abort();
    });
    return out;
  }

  private async fill(archive: ZipArchive, userId: string, tz: string, signal: AbortSignal) {
    const { users, references, goals, preferences, displayPreferences, savedMeals, favouriteFoods } = this.deps;
    const user = await users.findById(userId);
    if (!user) throw new Error('the account is gone');
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    const add = (source: Buffer | string | Readable, name: string, store = false) =>
      addEntry(archive, source, name, store, signal);

    await add(README, 'README.txt');
    await add(
      json({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt.toISOString() }),
      'account.json',
    );
    await add(json(await goals.history(userId)), 'goals.json');
    await add(json(await preferences.get(userId)), 'preferences.json');
    await add(json(await displayPreferences.get(userId)), 'display-preferences.json');
    await add(json(await savedMeals.list(userId)), 'saved-meals.json');
    await add(json(await favouriteFoods.list(userId)), 'favourite-foods.json');
    const referenceRows = await references.allOf(userId);
    await add(
      json(
        referenceRows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          photo: `reference-photos/${row.id}.jpg`,
        })),
      ),
      'reference-photos.json',
    );

    await this.entryFromPages(add, 'log.csv', userId, signal, {
      start: stringify([[...EXPORT_COLUMNS]], { record_delimiter: '\r\n' }),
      page: (scans) => {
        const rows = exportRows(scans, tz);
        return rows.length
          ? stringify(rows.map(exportCells), { record_delimiter: '\r\n', quoted_match: CSV_QUOTED })
          : '';
      },
      end: '',
    });

    // The JSON export's own fields (its range, zone, and any the export adds), then its rows a page at a time.
    const { rows: _rows, ...head } = exportJson([], {}, tz);
    let written = 0;
    await this.entryFromPages(add, 'log.json', userId, signal, {
      start: `${JSON.stringify(head).slice(0, -1)},"rows":[`,
      page: (scans) =>
        exportRows(scans, tz)
          .map((row) => `${written++ === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`)
          .join(''),
      end: '\n]}\n',
    });

    await this.eachScanPage(userId, async (scans) => {
      for (const scan of scans) {
        if (!scan.imageUrl?.startsWith('/api/scans/')) continue;
        const photo = await readStoredJpeg(this.deps.images, imageKey(userId, scan.id, 'full'), this.deps.logger);
        if (photo) await add(photo, `photos/${scan.createdAt.slice(0, 10)}_${scan.id}.jpg`, true);
      }
    });

    for (const row of referenceRows) {
      const photo = await readStoredJpeg(this.deps.images, referencePhotoKey(userId, row.id, 'full'), this.deps.logger);
      if (photo) await add(photo, `reference-photos/${row.id}.jpg`, true);
    }
    await archive.finalize();
  }

  /** Every scan of the user, oldest first, a page at a time. */
  private async eachScanPage(userId: string, visit: (scans: Scan[]) => Promise<void>) {
    let after: Scan | null = null;
    for (;;) {
      const page = await this.deps.scans.pageForUser(userId, after, EXPORT_PAGE_SIZE);
      if (page.length === 0) return;
      await visit(page);
      if (page.length < EXPORT_PAGE_SIZE) return;
      after = page[page.length - 1]!;
    }
  }

  /** One entry written from the log's pages, as the ZIP reads it (waiting whenever it is behind). */
  private async entryFromPages(
    add: (source: Readable, name: string) => Promise<void>,
    name: string,
    userId: string,
    signal: AbortSignal,
    parts: { start: string; page: (scans: Scan[]) => string; end: string },
  ) {
    const entry = new PassThrough();
    const added = add(entry, name);
    await write(entry, parts.start, signal);
    await this.eachScanPage(userId, async (scans) => {
      await write(entry, parts.page(scans), signal);
    });
    await write(entry, parts.end, signal);
    entry.end();
    await added;
  }
}

/**
 * Adds one entry and waits until the ZIP has taken it: entries go in one at a time, so only the
 * one being written is held. Photos are stored as they are (a JPEG does not compress).
 */
async function addEntry(
  archive: ZipArchive,
  source: Buffer | string | Readable,
  name: string,
  store: boolean,
  signal: AbortSignal,
) {
  const taken = once(archive, 'entry', { signal });
  archive.append(source, { name, date: new Date(), ...(store ? { store: true } : {}) });
  await taken;
}

/** Writes text, waiting when the reader is behind. */
async function write(stream: Writable, text: string, signal: AbortSignal) {
  if (text && !stream.write(text)) await once(stream, 'drain', { signal });
}
