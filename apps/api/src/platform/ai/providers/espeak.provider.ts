import type { AiModel } from '@k9/domain';
import { AiCallError, type AiProviderAdapter, type ProviderSpeech, type SpeechRequest } from '../ai.types.js';
import { parseWav } from '../audio/pcm.js';

type ESpeakModule = { FS: { writeFile(path: string, data: string): void; readFile(path: string): Uint8Array } };
type ESpeakFactory = (options: { arguments: string[]; preRun: Array<(module: ESpeakModule) => void>; print: () => void; printErr: () => void }) => Promise<ESpeakModule>;

/** espeak-ng's default rate (words per minute); `speed` scales it. */
const DEFAULT_WPM = 175;

const notText = (): never => {
  throw new AiCallError('refused', 'espeak-ng chỉ tạo giọng đọc.');
};

/**
 * The offline voice: espeak-ng compiled to WebAssembly (the `espeak-ng` npm package), so `npm install` is all it
 * needs. Each call runs its own instance; the text goes through a file in its memory, never through a shell.
 */
export class ESpeakProvider implements AiProviderAdapter {
  private factory: Promise<ESpeakFactory> | null = null;

  text = notText;
  textStream = notText;
  image = notText;
  embed = notText;

  async speech(model: AiModel, request: SpeechRequest, signal: AbortSignal): Promise<ProviderSpeech> {
    signal.throwIfAborted();
    const factory = await (this.factory ??= import('espeak-ng').then((module) => (module as { default: ESpeakFactory }).default));
    const wpm = String(Math.round(Math.min(450, Math.max(80, DEFAULT_WPM * request.speed))));
    const instance = await factory({
      arguments: ['-v', model.providerModelId, '-s', wpm, '-f', '/tmp/input.txt', '-w', '/tmp/output.wav'],
      preRun: [(module) => module.FS.writeFile('/tmp/input.txt', request.text)],
      print: () => undefined,
      printErr: () => undefined,
    });
    signal.throwIfAborted();
    const { samples, sampleRate } = parseWav(instance.FS.readFile('/tmp/output.wav'));
    return { pcm: samples, sampleRate };
  }
}
