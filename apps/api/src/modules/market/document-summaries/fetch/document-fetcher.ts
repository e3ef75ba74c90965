import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_SUMMARY_MESSAGES as M, isFetchableScheme, isHostAllowed, isRefusedAddress, OCR_LIMITS } from '@k9/domain';
import { AppConfig } from '../../../../config/app-config.js';
import { parseFileKey } from '../../../storage/file-key.js';
import { FILE_STORAGE, type FileStorage } from '../../../storage/storage.port.js';
import { DocumentRefused } from '../document-refused.js';

const MAX_REDIRECTS = 5;
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

const refused = (message: string, code: string) => new DocumentRefused(message, 422, code);
const fetchFailed = (detail: string) => new DocumentRefused(`${M.fetchFailed} (${detail}).`, 502, 'FETCH_FAILED');

/** Reads a stream whole, refusing it past `max` bytes. */
async function collect(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new DocumentRefused(M.tooLarge, 413, 'FILE_TOO_LARGE');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Issue 33 §2 "Fetching": a market row's document. This site's `/files/...` are read from storage (never over HTTP).
 * Other URLs: http(s) only, hosts on the admin allow-list only; the name is resolved once, every address is checked
 * (private, loopback, link-local, IPv4-mapped and 0.0.0.0 refused) and the connection goes to the checked address;
 * every redirect is checked the same way; at most 50 MB in at most 60 s.
 */
@Injectable()
export class DocumentFetcher {
  constructor(
    private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async fetch(url: string, allowedHosts: readonly string[], signal?: AbortSignal): Promise<Buffer> {
    const deadline = AbortSignal.timeout(OCR_LIMITS.fetchMs);
    const aborted = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      if (url.startsWith('/files/')) return await this.stored(url.slice('/files/'.length).split(/[?#]/)[0]);
      let target = url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const response = await this.get(target, allowedHosts, aborted);
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          target = new URL(response.headers.location, target).href;
          continue;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          throw fetchFailed(`HTTP ${status}`);
        }
        if (Number(response.headers['content-length'] ?? 0) > OCR_LIMITS.fetchBytes) {
          response.destroy();
          throw new DocumentRefused(M.tooLarge, 413, 'FILE_TOO_LARGE');
        }
        return await collect(response, OCR_LIMITS.fetchBytes);
      }
      throw fetchFailed('quá nhiều chuyển hướng');
    } catch (error) {
      if (error instanceof DocumentRefused) throw error;
      if (deadline.aborted) throw new DocumentRefused(M.timeout, 422, 'FETCH_TIMEOUT');
      if (signal?.aborted) throw error;
      throw fetchFailed((error as Error).message);
    }
  }

  private async stored(key: string): Promise<Buffer> {
    if (!parseFileKey(decodeURIComponent(key))) throw fetchFailed('không có tệp này');
    const size = await this.storage.size(key);
    if (size === null) throw fetchFailed('không có tệp này');
    if (size > OCR_LIMITS.fetchBytes) throw new DocumentRefused(M.tooLarge, 413, 'FILE_TOO_LARGE');
    return collect(await this.storage.read(key), OCR_LIMITS.fetchBytes);
  }

  /** A loopback address is refused unless a test named its port (OCR_TEST_LOOPBACK_PORTS, never in production). */
  private addressAllowed(address: string, port: number): boolean {
    if (!isRefusedAddress(address)) return true;
    return LOOPBACK.test(address) && this.config.ocrTestLoopbackPorts.includes(port);
  }

  /** One request to a checked address: the URL, its host and every address its name resolves to are checked first. */
  private async get(raw: string, allowedHosts: readonly string[], signal: AbortSignal): Promise<IncomingMessage> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw refused(M.schemeRefused, 'URL_INVALID');
    }
    if (!isFetchableScheme(url.protocol)) throw refused(M.schemeRefused, 'SCHEME_REFUSED');
    if (url.username || url.password) throw refused(M.schemeRefused, 'URL_INVALID');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (isIP(host) && !this.addressAllowed(host, port)) throw refused(M.addressRefused, 'ADDRESS_REFUSED');
    if (!isHostAllowed(host, allowedHosts)) throw refused(M.hostNotAllowed, 'HOST_NOT_ALLOWED');
    const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
    if (!addresses.length) throw fetchFailed('không tìm thấy máy chủ');
    if (addresses.some((entry) => !this.addressAllowed(entry.address, port))) throw refused(M.addressRefused, 'ADDRESS_REFUSED');
    const [pinned] = addresses;
    // The connection goes to the address checked above, whatever the name would resolve to now (no second lookup).
    const pinnedLookup = ((_name: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
      options?.all ? callback(null, [{ address: pinned.address, family: pinned.family }]) : callback(null, pinned.address, pinned.family)) as unknown as LookupFunction;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const request = send(url, { method: 'GET', lookup: pinnedLookup, signal, headers: { accept: 'application/pdf,*/*;q=0.5', 'user-agent': 'k9-ocr/1' } }, resolve);
      request.on('error', reject);
      request.end();
    });
  }
}
