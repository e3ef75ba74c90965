import { BACKGROUND_AUDIO_DEFAULT } from '@k9/domain/content/rules/content-settings';
import { safeUrl } from '../areas/shared/safe-url';
import type { BackgroundMusic } from './learner-audio';

export const BACKGROUND_AUDIO_TYPE = 'BACKGROUND_AUDIO';

/** BACKGROUND_AUDIO as stored (whatever was saved), as the player uses it: off unless enabled with a usable file. */
export function backgroundMusicOf(setting: unknown): BackgroundMusic {
  const raw = setting && typeof setting === 'object' ? (setting as Partial<Record<keyof BackgroundMusic, unknown>>) : {};
  const audioUrl = typeof raw.audioUrl === 'string' ? safeUrl(raw.audioUrl) : null;
  const volume = typeof raw.volume === 'number' && Number.isFinite(raw.volume) ? Math.min(1, Math.max(0, raw.volume)) : BACKGROUND_AUDIO_DEFAULT.volume;
  return { enabled: raw.enabled === true && audioUrl !== null, audioUrl, volume };
}
