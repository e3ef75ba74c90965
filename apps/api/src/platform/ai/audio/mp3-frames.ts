/** One MPEG audio Layer III frame header, as found in a file. */
export type Mp3Frame = { offset: number; length: number; version: 1 | 2 | 2.5; sampleRate: number; bitrateKbps: number; samples: number; channels: 1 | 2 };

const BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] } as const;

/** The header at `offset`, or null when there is none (Layer III only). */
export function frameAt(bytes: Uint8Array, offset: number): Mp3Frame | null {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (bytes[offset + 1] >> 3) & 3;
  const layerBits = (bytes[offset + 1] >> 1) & 3;
  if (versionBits === 1 || layerBits !== 1) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const bitrateIndex = bytes[offset + 2] >> 4;
  const rateIndex = (bytes[offset + 2] >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrateKbps = BITRATES[version === 1 ? 1 : 2][bitrateIndex];
  const sampleRate = RATES[version][rateIndex];
  const padding = (bytes[offset + 2] >> 1) & 1;
  const samples = version === 1 ? 1152 : 576;
  const length = Math.floor((samples / 8) * ((bitrateKbps * 1000) / sampleRate)) + padding;
  const channels = (bytes[offset + 3] >> 6) === 3 ? 1 : 2;
  return { offset, length, version, sampleRate, bitrateKbps, samples, channels };
}

/** Every frame of an MP3 file, after any ID3v2 tag; stops at the first byte that is not a frame. */
export function mp3Frames(bytes: Uint8Array): Mp3Frame[] {
  let offset = 0;
  if (bytes.length >= 10 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    offset = 10 + (((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f));
  }
  while (offset < bytes.length && !frameAt(bytes, offset)) offset++;
  const frames: Mp3Frame[] = [];
  for (let frame = frameAt(bytes, offset); frame; frame = frameAt(bytes, offset)) {
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

export const mp3Seconds = (bytes: Uint8Array): number => mp3Frames(bytes).reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0);
