import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type pg from 'pg';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE, PG_POOL } from '../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { learnerWhere, SqlParams } from '../content/content-sql.js';
import { isAccountUsable } from '../identity/guards/account-usable.js';
import { sessionUserId } from '../identity/session/session-middleware.js';
import type { UsersRepository } from '../identity/users.repository.js';
import { UPLOAD_PROJECTION } from './projections/storage-upload/storage-upload.projection.js';

/**
 * Who asks for a file: nobody (a visitor), or a user whose account is usable now with their rights and classes. A
 * blocked account (expired, a password to change) reads as a visitor does, except its own unclaimed uploads.
 */
export type FileReader = { userId: string | null; isAdmin: boolean; classIds: readonly number[]; signedIn: boolean };

/** The reader as the files (and their previews) see them: a blocked account reads what a visitor does, and its own unclaimed uploads. */
export async function fileReaderOf(users: UsersRepository, request: Request): Promise<FileReader> {
  const userId = sessionUserId(request);
  const user = userId ? await users.findById(userId) : null;
  if (!user) return { userId: null, isAdmin: false, classIds: [], signedIn: false };
  if (!isAccountUsable(user)) return { userId: user.id, isAdmin: false, classIds: [], signedIn: false };
  return { userId: user.id, isAdmin: user.isAdmin, classIds: user.classIds, signedIn: true };
}

/** A file the reader may have: `public` when anyone may (then it is cached as public). */
export type ReadableFile = { fileId: string; public: boolean };

// Claimants (storage_file_claim.claimant is the stream of an event that named the file, see file-claims.ts). A shared
// setting ('setting-<type>') is written by admins for the site; a personal one ('setting-<type>-<userId>') is its owner's.
const SHARED_SETTING = `cl.claimant ~ '^setting-[A-Za-z0-9_]+$'`;
const PERSONAL_SETTING_OWNER = `substring(cl.claimant from '^setting-[A-Za-z0-9_]+-(.+)$')`;
const CONTENT_ID = `CASE WHEN cl.claimant ~ '^content-[0-9]{1,9}$' THEN substr(cl.claimant, 9)::int END`;
const SUMMARY_ID = `CASE WHEN cl.claimant ~ '^ai-summary-[0-9]{1,9}$' THEN substr(cl.claimant, 12)::int END`;
const MARKET_ROWS = `cl.claimant LIKE 'market-rows-%'`;

/**
 * Who may read a stored file, decided in the one query that finds it (issue 23 §3.8): a file is readable by whoever may
 * read one of the records that ever named it, and public when one of them is public:
 * - a shared setting: everyone (the site's images);
 * - a personal setting: its owner, for a file they uploaded themselves (naming someone else's file grants nothing);
 * - a content record: the learner rule of content-sql.ts (published, not 'skip', public or open to one of the reader's
 *   classes that still exist); public when it is published, listed and public;
 * - an AI summary: everyone once published;
 * - a market data row (a document report's URL): every signed-in user whose account is usable, as the lists are;
 * - anything else (a studio generation, a deleted record): admins only.
 * A file nothing names is its uploader's and the admins'. Admins read every file.
 */
@Injectable()
export class FileAccess {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly projections: ProjectionsService,
  ) {}

  /**
   * The file if `reader` may read it. A record's answer waits for its own read model, not for the uploads' one that
   * holds the claims: before answering no, the claims catch up with the log once (a page showing an image it has
   * just saved must not get a 404). Only refusals pay for it.
   */
  async find(key: string, reader: FileReader): Promise<ReadableFile | null> {
    const found = await this.query(key, reader);
    if (found) return found;
    await catchUpWithLog(this.projections, this.events, [UPLOAD_PROJECTION]);
    return this.query(key, reader);
  }

  private async query(key: string, reader: FileReader): Promise<ReadableFile | null> {
    const params = new SqlParams();
    const keyParam = params.add(key);
    const readerId = params.add(reader.userId);
    const isAdmin = params.add(reader.isAdmin);
    const signedIn = params.add(reader.signedIn);
    const contentReadable = learnerWhere({ isAdmin: false, classIds: reader.classIds }, params, 'c').join(' AND ');
    const sql = `
      SELECT u.file_id AS "fileId", coalesce(bool_or(a.public), false) AS public
      FROM storage_upload u
      LEFT JOIN LATERAL (
        SELECT
          CASE
            WHEN ${SHARED_SETTING} THEN true
            WHEN ${MARKET_ROWS} THEN false
            WHEN c.id IS NOT NULL THEN c.status = 'published' AND c.impact IS DISTINCT FROM 'skip' AND c.is_public
            WHEN s.id IS NOT NULL THEN s.status = 'published'
            ELSE false
          END AS public,
          CASE
            WHEN ${SHARED_SETTING} THEN true
            WHEN ${PERSONAL_SETTING_OWNER} IS NOT NULL THEN ${PERSONAL_SETTING_OWNER} = ${readerId}::text AND u.uploaded_by = ${readerId}::text
            WHEN ${MARKET_ROWS} THEN ${signedIn}::boolean
            WHEN c.id IS NOT NULL THEN ${contentReadable}
            WHEN s.id IS NOT NULL THEN s.status = 'published'
            ELSE false
          END AS readable
        FROM storage_file_claim cl
        LEFT JOIN content_record c ON c.id = ${CONTENT_ID}
        LEFT JOIN content_ai_summary s ON s.id = ${SUMMARY_ID}
        WHERE cl.key = u.key
      ) a ON true
      WHERE u.key = ${keyParam} AND u.removed_at IS NULL
      GROUP BY u.file_id, u.uploaded_by
      HAVING ${isAdmin}::boolean OR coalesce(bool_or(a.readable), false) OR (count(a.public) = 0 AND u.uploaded_by = ${readerId}::text)`;
    const { rows } = await this.pool.query<ReadableFile>(sql, params.values);
    return rows[0] ?? null;
  }
}
