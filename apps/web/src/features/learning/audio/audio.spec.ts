import { describe, expect, it } from '@jest/globals';
import { IDLE, nextAudioState, type AudioEvent, type LearnerAudioState } from './audio-state';
import { backgroundMusicOf } from './background-music';
import { chimeDuration, INTRO_CHIME } from './intro-chime';

const run = (events: AudioEvent[], from: LearnerAudioState = IDLE) => events.reduce(nextAudioState, from);

describe('story player states (spec 2 §4.8)', () => {
  it('loads, plays the jingle, loads the story, then plays it', () => {
    expect(run([{ type: 'request', itemId: 7 }])).toEqual({ phase: 'loading', itemId: 7, resumeTo: null });
    expect(run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }]).phase).toBe('intro');
    expect(run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }, { type: 'introEnded' }]).phase).toBe('loading');
    expect(run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }, { type: 'introEnded' }, { type: 'storyPlaying' }])).toEqual({ phase: 'playing', itemId: 7, resumeTo: null });
  });

  it('does not start the story during the jingle', () => {
    expect(run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }, { type: 'storyPlaying' }]).phase).toBe('intro');
  });

  it('pauses and resumes where it was: the jingle or the story', () => {
    const inIntro = run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }, { type: 'pause' }]);
    expect(inIntro).toEqual({ phase: 'paused', itemId: 7, resumeTo: 'intro' });
    expect(nextAudioState(inIntro, { type: 'resume' }).phase).toBe('intro');
    const inStory = run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }, { type: 'introEnded' }, { type: 'storyPlaying' }, { type: 'pause' }]);
    expect(inStory.resumeTo).toBe('playing');
    expect(nextAudioState(inStory, { type: 'resume' })).toEqual({ phase: 'playing', itemId: 7, resumeTo: null });
  });

  it('cannot pause while loading, nor resume what is not paused', () => {
    const loading = run([{ type: 'request', itemId: 7 }]);
    expect(nextAudioState(loading, { type: 'pause' })).toBe(loading);
    expect(nextAudioState(IDLE, { type: 'resume' })).toBe(IDLE);
  });

  it('the end, a stop and a failure reset the player', () => {
    const playing = run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }, { type: 'introEnded' }, { type: 'storyPlaying' }]);
    for (const type of ['ended', 'stop', 'failed'] as const) expect(nextAudioState(playing, { type })).toEqual(IDLE);
  });

  it('a new request replaces the story playing', () => {
    const playing = run([{ type: 'request', itemId: 7 }, { type: 'introStarted' }]);
    expect(nextAudioState(playing, { type: 'request', itemId: 9 })).toEqual({ phase: 'loading', itemId: 9, resumeTo: null });
  });
});

describe('intro jingle', () => {
  it('lasts about 1.5 s, rising notes of one chord', () => {
    expect(chimeDuration()).toBeGreaterThanOrEqual(1.3);
    expect(chimeDuration()).toBeLessThanOrEqual(1.7);
    const starts = INTRO_CHIME.map((note) => note.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const note of INTRO_CHIME) {
      expect(note.gain).toBeLessThanOrEqual(0.25);
      expect(note.frequency).toBeGreaterThan(200);
      expect(note.frequency).toBeLessThan(2000);
    }
  });
});

describe('BACKGROUND_AUDIO', () => {
  it('plays only when enabled with a usable file, volume within 0-1', () => {
    expect(backgroundMusicOf({ enabled: true, audioUrl: '/files/2026/nhac.mp3', volume: 0.3 })).toEqual({ enabled: true, audioUrl: '/files/2026/nhac.mp3', volume: 0.3 });
    expect(backgroundMusicOf({ enabled: true, audioUrl: null, volume: 0.3 }).enabled).toBe(false);
    expect(backgroundMusicOf({ enabled: true, audioUrl: 'javascript:alert(1)' }).enabled).toBe(false);
    expect(backgroundMusicOf({ enabled: false, audioUrl: '/files/a.mp3', volume: 2 })).toEqual({ enabled: false, audioUrl: '/files/a.mp3', volume: 1 });
    expect(backgroundMusicOf(null)).toEqual({ enabled: false, audioUrl: null, volume: 0.5 });
  });
});
