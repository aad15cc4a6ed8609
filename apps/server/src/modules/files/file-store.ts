import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Bytes of uploaded files under DATA_DIR/files/<orgId>/<uuid>. The database
 * keeps the key; a key never leaves that folder (it is made here, never taken
 * from a request).
 */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`file key outside the store: ${key}`);
    return path;
  }

  async put(orgId: string, bytes: Buffer): Promise<string> {
    const key = join(orgId, randomUUID());
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return key;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
