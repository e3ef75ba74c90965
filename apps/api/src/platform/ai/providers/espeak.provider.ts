import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AiModel } from '@k9/domain';
import { AiCallError, type AiProviderAdapter, type ProviderSpeech, type SpeechRequest } from '../ai.types.js';
import { parseWav } from '../audio/pcm.js';

type ESpeakModule = { FS: { writeFile(path: string, data: string): void; readFile(path: string): Uint8Array } };
// The API's TypeScript libs carry no WebAssembly types: the little used here, typed by hand.
type WasmModule = object;
type WasmInstance = object;
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule>; instantiate(module: WasmModule, imports: object): Promise<WasmInstance> } }).WebAssembly;
type Instantiate = (imports: object, receive: (instance: WasmInstance, module: WasmModule) => void) => Record<string, never>;
type ESpeakFactory = (options: {
  arguments: string[];
  preRun: Array<(module: ESpeakModule) => void>;
  print: () => void;
  printErr: () => void;
  instantiateWasm?: Instantiate;
}) => Promise<ESpeakModule>;

/** The 18 MB WebAssembly module, compiled once per process; each call gets a fresh instance (its own memory). */
const compileOnce = (): Promise<WasmModule | null> =>
  readFile(createRequire(join(process.cwd(), 'package.json')).resolve('espeak-ng/dist/espeak-ng.wasm'))
    .then((bytes) => wasm.compile(bytes))
    .catch(() => null);

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
  private compiled: Promise<WasmModule | null> | null = null;

  text = notText;
  textStream = notText;
  image = notText;
  embed = notText;

  async speech(model: AiModel, request: SpeechRequest, signal: AbortSignal): Promise<ProviderSpeech> {
    signal.throwIfAborted();
    const factory = await (this.factory ??= import('espeak-ng').then((module) => (module as { default: ESpeakFactory }).default));
    const compiled = await (this.compiled ??= compileOnce());
    // Without the compiled module (an unusual install layout) the package compiles its own, which is only slower.
    const instantiateWasm: Instantiate | undefined = compiled
      ? (imports, receive) => {
          void wasm.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
          return {};
        }
      : undefined;
    const wpm = String(Math.round(Math.min(450, Math.max(80, DEFAULT_WPM * request.speed))));
    const instance = await factory({
      arguments: ['-v', model.providerModelId, '-s', wpm, '-f', '/tmp/input.txt', '-w', '/tmp/output.wav'],
      preRun: [(module) => module.FS.writeFile('/tmp/input.txt', request.text)],
      print: () => undefined,
      printErr: () => undefined,
      ...(instantiateWasm ? { instantiateWasm } : {}),
    });
    signal.throwIfAborted();
    const { samples, sampleRate } = parseWav(instance.FS.readFile('/tmp/output.wav'));
    return { pcm: samples, sampleRate };
  }
}
