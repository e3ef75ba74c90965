import { describe, expect, it } from '@jest/globals';
import { BUILT_IN_MODELS, OFFLINE_VOICE_MODEL_ID } from '@k9/domain';
import { pcmSeconds, toMp3 } from '../audio/pcm.js';
import { mp3Frames, type Mp3Frame } from '../audio/mp3-frames.js';
import { ESpeakProvider } from './espeak.provider.js';

/**
 * Reads each granule's side information (ISO 11172-3 / 13818-3): `part2_3_length` is how many bits of coded
 * spectrum the granule carries. A silent granule carries (almost) none; speech carries many.
 */
function codedBits(bytes: Uint8Array, frame: Mp3Frame): number[] {
  let bit = (frame.offset + 4 + ((bytes[frame.offset + 1] & 1) === 0 ? 2 : 0)) * 8;
  const read = (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i++, bit++) value = (value << 1) | ((bytes[bit >> 3] >> (7 - (bit & 7))) & 1);
    return value;
  };
  const mono = frame.channels === 1;
  if (frame.version === 1) {
    read(9);
    read(mono ? 5 : 3);
    read(mono ? 4 : 8);
  } else {
    read(8);
    read(mono ? 1 : 2);
  }
  const granules = frame.version === 1 ? 2 : 1;
  const bits: number[] = [];
  for (let g = 0; g < granules; g++) {
    for (let ch = 0; ch < frame.channels; ch++) {
      bits.push(read(12));
      // big_values 9, global_gain 8, scalefac_compress 4 (MPEG-1) or 9 (MPEG-2), window switching 1 + 22, region/preflag/...
      read(9 + 8 + (frame.version === 1 ? 4 : 9) + 1 + 22 + (frame.version === 1 ? 3 : 2));
    }
  }
  return bits;
}

describe('the offline voice (espeak-ng WASM)', () => {
  const model = BUILT_IN_MODELS.find((entry) => entry.id === OFFLINE_VOICE_MODEL_ID)!;

  it('speaks Vietnamese into an mp3 that decodes to audible audio of a plausible length', async () => {
    const text = 'Xin chào các bạn, hôm nay chúng ta học về tài chính doanh nghiệp.';
    const speech = await new ESpeakProvider().speech(model, { model: model.id, text, voice: 'nova', format: 'mp3', speed: 1 }, new AbortController().signal);
    if (!('pcm' in speech)) throw new Error('espeak-ng answers PCM');
    const pcm = { samples: speech.pcm, sampleRate: speech.sampleRate };
    // The engine's own output: a few seconds of loud enough sound (RMS of 16-bit samples).
    const rms = Math.sqrt(pcm.samples.reduce((sum, sample) => sum + sample * sample, 0) / pcm.samples.length);
    expect(rms).toBeGreaterThan(500);
    expect(pcmSeconds(pcm)).toBeGreaterThan(2);
    expect(pcmSeconds(pcm)).toBeLessThan(12);

    const mp3 = toMp3(pcm);
    const frames = mp3Frames(mp3);
    const seconds = frames.reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0);
    expect(frames[0]).toMatchObject({ sampleRate: pcm.sampleRate, channels: 1 });
    expect(seconds).toBeGreaterThan(pcmSeconds(pcm) - 0.1);
    expect(seconds).toBeLessThan(pcmSeconds(pcm) + 0.2);
    const speechBits = frames.flatMap((frame) => codedBits(mp3, frame));
    const silence = toMp3({ samples: new Int16Array(pcm.samples.length), sampleRate: pcm.sampleRate });
    const silenceBits = mp3Frames(silence).flatMap((frame) => codedBits(silence, frame));
    const total = (bits: number[]) => bits.reduce((sum, value) => sum + value, 0);
    // Most granules of speech carry coded sound; the same length of silence carries next to nothing.
    expect(speechBits.filter((value) => value > 100).length / speechBits.length).toBeGreaterThan(0.5);
    expect(total(speechBits)).toBeGreaterThan(20 * Math.max(1, total(silenceBits)));
  });

  it("speaks faster with a higher speed", async () => {
    const provider = new ESpeakProvider();
    const say = async (speed: number) => {
      const speech = await provider.speech(model, { model: model.id, text: 'Một hai ba bốn năm sáu bảy tám chín mười', voice: 'nova', format: 'mp3', speed }, new AbortController().signal);
      return 'pcm' in speech ? pcmSeconds({ samples: speech.pcm, sampleRate: speech.sampleRate }) : 0;
    };
    expect(await say(2)).toBeLessThan((await say(1)) * 0.75);
  });
});
