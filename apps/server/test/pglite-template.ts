import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';

/**
 * A fresh PGlite data folder costs ~6 s (initdb inside WebAssembly); reopening
 * a copy costs ~0.5 s. So the first test file of a run makes one migrated
 * folder, keyed by the migrations and the PGlite version, and every test file
 * copies it. Test files run in parallel: the folder is built under a private
 * name and renamed into place, so a reader never sees half a template.
 */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await ensureTemplate();
  await cp(join(template, 'pg'), join(dataDir, 'pg'), { recursive: true });
}

async function ensureTemplate(): Promise<string> {
  const dir = join(tmpdir(), `osm5-pglite-template-${await templateKey()}`);
  if (await exists(join(dir, 'pg'))) return dir;
  const building = await mkdtemp(`${dir}.building-`);
  try {
    const handle = await openDatabase({
      dataDir: building,
      databaseUrl: undefined,
      databaseReplicas: { urls: [], maxLagMs: 0 },
      databaseStatementTimeoutMs: 0,
    });
    await handle.close();
    await rename(building, dir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // another test file finished first: use its template
    if (!(await exists(join(dir, 'pg')))) throw error;
  }
  return dir;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // the package does not export its package.json: find it beside its entry point
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(entry), '..', 'package.json')));
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const path = join(migrationsFolder, file);
    if ((await stat(path)).isFile()) hash.update(file).update(await readFile(path));
  }
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
