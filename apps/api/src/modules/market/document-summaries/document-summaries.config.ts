import { ConfigError, text, type Env } from '../../../config/env.js';
import { parseAllowedHosts } from '@k9/domain';

/**
 * OCR_ALLOWED_HOSTS: the hosts market documents may be fetched from until an admin saves the OCR setting (it seeds
 * it). TESSERACT_PATH, PDFTOPPM_PATH: the OCR tools (default: on PATH). OCR_TEST_LOOPBACK_PORTS=41000,41001 lets the
 * tests fetch from their local fake servers on these ports of a loopback address (and only those); it is refused when
 * NODE_ENV=production.
 */
export type DocumentSummaryConfig = { ocrAllowedHosts: string[]; ocrTestLoopbackPorts: number[]; tesseractPath: string; pdftoppmPath: string };

export const readDocumentSummaryConfig = (env: Env): DocumentSummaryConfig => {
  const ports = (text(env, 'OCR_TEST_LOOPBACK_PORTS') ?? '').split(',').map((port) => port.trim()).filter(Boolean);
  if (ports.some((port) => !/^\d{1,5}$/.test(port) || Number(port) > 65535)) throw new ConfigError('OCR_TEST_LOOPBACK_PORTS must be port numbers separated by commas');
  if (ports.length && env.NODE_ENV === 'production') throw new ConfigError('OCR_TEST_LOOPBACK_PORTS is for tests only and is refused when NODE_ENV=production');
  return {
    ocrAllowedHosts: parseAllowedHosts(text(env, 'OCR_ALLOWED_HOSTS')),
    ocrTestLoopbackPorts: ports.map(Number),
    tesseractPath: text(env, 'TESSERACT_PATH') ?? 'tesseract',
    pdftoppmPath: text(env, 'PDFTOPPM_PATH') ?? 'pdftoppm',
  };
};
