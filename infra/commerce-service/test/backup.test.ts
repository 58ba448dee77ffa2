/**
 * PGlite is one process's database: a second process on its folder is refused (the service
 * shares the importer's dukkan-open.pid lock), and `npm run backup` / `npm run restore` copy a
 * store, orders included, into a fresh folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createService } from '../src/app';
import { loadConfig } from '../src/config';
import { backupDataDir, BackupError, restoreDataDir } from '../src/db/backup';
import { DataDirInUseError, openDatabase } from '../src/db/database';
import { pgliteSeededTemplate } from './helpers/templates';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-backup-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

async function ordersIn(dataDir: string): Promise<Array<{ number: string; grand_total: string }>> {
  const opened = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return await opened.db
      .selectFrom('orders')
      .select(['number', 'grand_total'])
      .orderBy('number')
      .execute();
  } finally {
    await opened.close();
  }
}

describe('PGlite data folder', () => {
  it('refuses to start the service on a folder another live process has open', async () => {
    const dataDir = path.join(root, 'store');
    fs.mkdirSync(dataDir);
    // The parent (the test runner) is alive, as a second service would be.
    fs.writeFileSync(path.join(dataDir, 'dukkan-open.pid'), String(process.ppid));
    const config = loadConfig({ NODE_ENV: 'test' }, { databaseUrl: null, dataDir });
    const started = createService(config, { seed: false });
    await expect(started).rejects.toThrow(DataDirInUseError);
    await expect(started).rejects.toThrow(/serves one process at a time/);
  });

  it('backs up a store and restores it into a fresh folder with the same orders', async () => {
    const dataDir = path.join(root, 'store');
    const seeded = await openDatabase({
      databaseUrl: null,
      dataDir,
      pgliteTemplate: await pgliteSeededTemplate(40),
    });
    await seeded.close();
    const before = await ordersIn(dataDir);
    expect(before.length).toBeGreaterThan(0);

    const file = path.join(root, 'store.tar.gz');
    const backup = await backupDataDir(dataDir, file);
    expect(backup).toEqual({ bytes: fs.statSync(file).size, orders: before.length });

    const fresh = path.join(root, 'restored');
    expect(await restoreDataDir(file, fresh)).toEqual({ orders: before.length });
    expect(await ordersIn(fresh)).toEqual(before);

    // A restore never lands on a store's data, and a backup never overwrites a file.
    await expect(restoreDataDir(file, dataDir)).rejects.toThrow(BackupError);
    await expect(backupDataDir(dataDir, file)).rejects.toThrow(/exists/);
    // Each step opens a PGlite folder on disk (tens of seconds on a loaded 2-core machine).
  }, 400_000);

  it('does not back up a folder a running process has open', async () => {
    const dataDir = path.join(root, 'store');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'dukkan-open.pid'), String(process.ppid));
    await expect(backupDataDir(dataDir, path.join(root, 'b.tar.gz'))).rejects.toThrow(
      DataDirInUseError,
    );
  });
});
