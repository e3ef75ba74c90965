/**
 * The intro jingle (spec 2 §4.8 "first an intro jingle"), made in the browser with the Web Audio API: a rising C-major
 * arpeggio with a soft octave on top, about 1.5 s, no file to fetch.
 */
export type ChimeNote = { frequency: number; start: number; duration: number; gain: number };

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

export const INTRO_CHIME: readonly ChimeNote[] = [
  { frequency: C5, start: 0, duration: 0.55, gain: 0.22 },
  { frequency: E5, start: 0.16, duration: 0.55, gain: 0.2 },
  { frequency: G5, start: 0.32, duration: 0.6, gain: 0.2 },
  { frequency: C6, start: 0.5, duration: 1.0, gain: 0.18 },
  // The closing chord under the top note.
  { frequency: G5, start: 0.5, duration: 1.0, gain: 0.1 },
  { frequency: E5, start: 0.5, duration: 1.0, gain: 0.08 },
];

/** Seconds from the first note's start to the last note's end. */
export const chimeDuration = (notes: readonly ChimeNote[] = INTRO_CHIME): number => Math.max(...notes.map((note) => note.start + note.duration));

const ATTACK = 0.015;
const SILENT = 0.0001;

/**
 * Schedules the chime on `context` and resolves when its last note has ended; the time follows the context's clock,
 * so a suspended context (a pause) holds the jingle where it is.
 */
export function playIntroChime(context: AudioContext, notes: readonly ChimeNote[] = INTRO_CHIME): Promise<void> {
  const begin = context.currentTime + 0.05;
  const master = context.createGain();
  master.gain.value = 0.9;
  master.connect(context.destination);
  let last: OscillatorNode | null = null;
  let lastEnd = -1;
  for (const note of notes) {
    const at = begin + note.start;
    const end = at + note.duration;
    const envelope = context.createGain();
    envelope.gain.setValueAtTime(SILENT, at);
    envelope.gain.exponentialRampToValueAtTime(note.gain, at + ATTACK);
    envelope.gain.exponentialRampToValueAtTime(SILENT, end);
    envelope.connect(master);
    // A sine with a quiet triangle an octave up: a bell-like, soft tone.
    for (const [type, ratio, level] of [['sine', 1, 1], ['triangle', 2, 0.15]] as const) {
      const oscillator = context.createOscillator();
      oscillator.type = type;
      oscillator.frequency.setValueAtTime(note.frequency * ratio, at);
      const mix = context.createGain();
      mix.gain.value = level;
      oscillator.connect(mix).connect(envelope);
      oscillator.start(at);
      oscillator.stop(end + 0.02);
      if (end >= lastEnd) {
        lastEnd = end;
        last = oscillator;
      }
    }
  }
  return new Promise((resolve) => {
    if (!last) return resolve();
    last.onended = () => resolve();
  });
}
