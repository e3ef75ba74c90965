import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { EventMetadata } from '@k9/domain';
import type { KeepOutput } from '../../platform/ai/ai.types.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { UploadsService } from '../storage/uploads.service.js';

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/**
 * What an AI call made goes through the storage port like any upload (checked by its bytes, counted in the user's
 * quota, recorded as FileUploaded) and is served at `/files/...`. Like an upload, a file that nothing saves within a
 * day (a history entry, a content record) is removed by the hourly clean-up.
 */
@Injectable()
export class AiFiles {
  constructor(private readonly uploads: UploadsService) {}

  keeper(user: SessionUser, metadata: EventMetadata): KeepOutput {
    return async (files, callId) => {
      const dir = await mkdtemp(join(tmpdir(), 'k9-ai-'));
      try {
        const received = await Promise.all(
          files.map(async ({ data, mimeType }, index) => {
            const ext = EXT[mimeType] ?? 'bin';
            const path = join(dir, `${randomUUID()}.${ext}`);
            await writeFile(path, data);
            return { path, originalname: `ai-${index + 1}.${ext}`, size: data.length, mimetype: mimeType } as Express.Multer.File;
          }),
        );
        const purpose = files[0]?.mimeType.startsWith('audio/') ? 'audio' : 'image';
        // Provenance: each FileUploaded names the AI call that made the file.
        const stored = await this.uploads.store(received, purpose, user, { ...metadata, causationId: callId, aiCallId: callId });
        return stored.map((file) => file.fileUrl);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
  }
}
