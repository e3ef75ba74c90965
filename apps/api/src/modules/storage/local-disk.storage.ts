import { mkdir, open, rename, copyFile, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from './storage.port.js';

/** Files under one directory (by default `DATA_DIR/uploads`). */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, sourcePath: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // The temporary file is on the same disk (both under DATA_DIR): a rename makes the file appear whole at once.
    await rename(sourcePath, path).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await copyFile(sourcePath, path);
    });
  }

  async size(key: string): Promise<number | null> {
    const stats = await stat(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    return stats?.isFile() ? stats.size : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const handle = await open(this.pathOf(key), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}

  /** Keys are checked before they get here; this is the last line: nothing outside the root is ever touched. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key outside the uploads directory: ${JSON.stringify(key)}`);
    return path;
  }
}
