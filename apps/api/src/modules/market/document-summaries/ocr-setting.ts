import { ForbiddenException, Injectable } from '@nestjs/common';
import { DEFAULT_OCR_INSTRUCTION, DOCUMENT_SUMMARY_MESSAGES as M, OCR_SETTING, parseAllowedHosts, type OcrSetting } from '@k9/domain';
import { AppConfig } from '../../../config/app-config.js';
import { SettingsRepository } from '../../site/settings.repository.js';

/** The OCR setting as it applies now: the admins' saved hosts and instruction, else OCR_ALLOWED_HOSTS and the default. */
@Injectable()
export class OcrSettings {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly config: AppConfig,
  ) {}

  async current(): Promise<{ allowedHosts: string[]; instruction: string; learnersEnabled: boolean }> {
    const saved = ((await this.settings.find(OCR_SETTING, null)).setting ?? {}) as OcrSetting;
    return {
      allowedHosts: saved.allowedHosts ? parseAllowedHosts(saved.allowedHosts) : this.config.ocrAllowedHosts,
      instruction: saved.instruction?.trim() || DEFAULT_OCR_INSTRUCTION,
      learnersEnabled: saved.learnersEnabled !== false,
    };
  }

  /** 403 for a learner once the admins turned the tool off for learners (running OCR and AI costs money). */
  async assertOpenTo(user: { isAdmin: boolean }): Promise<void> {
    if (!user.isAdmin && !(await this.current()).learnersEnabled) throw new ForbiddenException({ statusCode: 403, message: M.closedToLearners, code: 'OCR_CLOSED_TO_LEARNERS' });
  }
}
