import type { Response } from 'express';
import { etag } from '../http/request-metadata.js';

/**
 * The answer's `ETag: W/"<version>"`: the version of the record read (a stream's version), which the client sends
 * back as If-Match. The one way commands and queries set it.
 */
export function tagVersion(response: Response, version: number): void {
  response.setHeader('ETag', etag(version));
}

/** The strong `ETag: "<name>"` of bytes that never change under their name (a stored file's id), good for If-Range too. */
export function tagImmutable(response: Response, name: string): void {
  response.setHeader('ETag', `"${name}"`);
}
