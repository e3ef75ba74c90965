import { Mp3Encoder } from '@breezystack/lamejs';

/** 16-bit mono PCM and its rate: what the offline voice and Gemini TTS give, before encoding. */
export type Pcm = { samples: Int16Array; sampleRate: number };

/** The 16-bit PCM of a RIFF/WAVE file (the first channel when there are several). */
export function parseWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAVE file');
  let offset = 12;
  let channels = 1;
  let sampleRate = 0;
  let bits = 16;
  while (offset + 8 <= wav.byteLength) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`unsupported WAVE sample size ${bits}`);
      // espeak-ng writes 0x7fffffff as the data size when it streams: the data runs to the end of the file.
      const end = Math.min(wav.byteLength, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(body + i * 2 * channels, true);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAVE file without data');
}

/** A RIFF/WAVE file of mono 16-bit PCM. */
export function toWav({ samples, sampleRate }: Pcm): Buffer {
  const data = samples.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data, 40);
  Buffer.from(samples.buffer, samples.byteOffset, data).copy(out, 44);
  return out;
}

const BLOCK = 1152;

/** MP3 (mono, 64 kbit/s) with the pure-JS LAME port: no binary to install. */
export function toMp3({ samples, sampleRate }: Pcm, kbps = 64): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += BLOCK) {
    const encoded = encoder.encodeBuffer(samples.subarray(i, i + BLOCK));
    if (encoded.length) chunks.push(encoded);
  }
  const tail = encoder.flush();
  if (tail.length) chunks.push(tail);
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)));
}

export const pcmSeconds = ({ samples, sampleRate }: Pcm): number => (sampleRate > 0 ? samples.length / sampleRate : 0);
