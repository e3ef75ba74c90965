import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzip } from 'node:zlib';
import type express from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The web app's built assets (/assets/*: named by their content, never changed) gzipped once, at the best level, and
 * then served from memory. Compressing them on every request cost the server more than anything else while a screen
 * loaded its fifty chunks, and each waited for the one before. Clients that do not accept gzip, other files and
 * addresses that are not a file name (a malformed %-escape) go on to express.static.
 */
export function compressedAssets(dist: string): express.RequestHandler {
  const root = join(dist, 'assets');
  const cache = new Map<string, Promise<Buffer | null>>();
  const compressed = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(file).then(
        (bytes) => new Promise<Buffer>((resolve, reject) => gzip(bytes, { level: 9 }, (error, out) => (error ? reject(error) : resolve(out)))),
        () => null,
      );
      cache.set(file, entry);
    }
    return entry;
  };
  return (request, response, next) => {
    const type = TYPES[extname(request.path)];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !type || !request.path.startsWith('/assets/') || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return next();
    let file: string;
    try {
      file = normalize(join(dist, decodeURIComponent(request.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root + sep)) return next();
    compressed(file).then(
      (body) => {
        if (!body) return next();
        response.setHeader('Content-Type', type);
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        response.setHeader('Content-Length', body.length);
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => next(),
    );
  };
}
