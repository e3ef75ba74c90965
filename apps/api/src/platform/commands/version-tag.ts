import type { Response } from 'express';
import { etag } from '../http/request-metadata.js';

/**
 * The answer's `ETag: W/"<version>"`: the version of the record read (a stream's version), which the client sends
 * back as If-Match. The one way commands and queries set it.
 */
export function tagVersion(response: Response, version: number): void {
  response.setHeader('ETag', etag(version));
}
