import { IDLE, nextAudioState, type AudioEvent, type LearnerAudioState } from './audio-state';
import { playIntroChime } from './intro-chime';

export type { AudioPhase, LearnerAudioState } from './audio-state';

/** BACKGROUND_AUDIO as the player uses it (spec 3 §3): music under the story when enabled. */
export type BackgroundMusic = { enabled: boolean; audioUrl: string | null; volume: number };

export type PlayStoryRequest = {
  itemId: number;
  url: string;
  background?: BackgroundMusic | null;
  /** Something could not be played: the story (playback stops) or the background music (the story goes on). */
  onProblem?: (what: 'story' | 'background') => void;
};

/**
 * One story plays at a time in the whole learner area. Nothing is created at import: the audio context and elements
 * come with the first play (a click, so the browser lets them sound).
 */
type Session = {
  itemId: number;
  story: HTMLAudioElement;
  background: HTMLAudioElement | null;
  context: AudioContext | null;
  introDone: boolean;
  onProblem?: PlayStoryRequest['onProblem'];
};

let state: LearnerAudioState = IDLE;
let session: Session | null = null;
const listeners = new Set<() => void>();

function dispatch(event: AudioEvent): void {
  const next = nextAudioState(state, event);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export const subscribeLearnerAudio = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getLearnerAudioState = (): LearnerAudioState => state;

function release(current: Session): void {
  for (const element of [current.story, current.background]) {
    if (!element) continue;
    element.onplaying = element.onended = element.onerror = null;
    element.pause();
    element.removeAttribute('src');
    element.load();
  }
  void current.context?.close().catch(() => undefined);
}

/** Stops whatever story audio plays (jingle, story, background music) and resets the player; the home page calls it on a tab switch. */
export function stopLearnerAudio(): void {
  const current = session;
  session = null;
  if (current) release(current);
  dispatch({ type: 'stop' });
}

function startStory(current: Session): void {
  current.introDone = true;
  dispatch({ type: 'introEnded' });
  if (state.phase !== 'loading') return; // paused during the last note: resume starts it
  current.story.play().catch((error: unknown) => {
    // A pause or stop interrupting the start is not a failure.
    if (session !== current || (error instanceof DOMException && error.name === 'AbortError')) return;
    failed(current, 'story');
  });
}

function failed(current: Session, what: 'story' | 'background'): void {
  if (session !== current) return;
  if (what === 'background') {
    current.background?.pause();
    current.background = null;
    current.onProblem?.('background');
    return;
  }
  session = null;
  release(current);
  dispatch({ type: 'failed' });
  current.onProblem?.('story');
}

function audioContext(): AudioContext | null {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  try {
    return Context ? new Context() : null;
  } catch {
    return null;
  }
}

/**
 * Plays story `itemId`: the intro jingle (with the background music when enabled), then the story over the music;
 * when the story ends everything stops and the player is reset.
 */
export function playStory({ itemId, url, background, onProblem }: PlayStoryRequest): void {
  stopLearnerAudio();
  dispatch({ type: 'request', itemId });
  const story = new Audio();
  story.preload = 'auto';
  story.src = url;
  const current: Session = { itemId, story, background: null, context: audioContext(), introDone: false, onProblem };
  session = current;

  story.onplaying = () => session === current && dispatch({ type: 'storyPlaying' });
  story.onended = () => session === current && stopLearnerAudio();
  story.onerror = () => failed(current, 'story');
  story.load();

  if (background?.enabled && background.audioUrl) {
    const music = new Audio(background.audioUrl);
    music.loop = true;
    music.volume = Math.min(1, Math.max(0, background.volume));
    music.onerror = () => failed(current, 'background');
    current.background = music;
    music.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) failed(current, 'background');
    });
  }

  const context = current.context;
  if (!context) {
    // No Web Audio here: straight to the story.
    startStory(current);
    return;
  }
  dispatch({ type: 'introStarted' });
  void context
    .resume()
    .catch(() => undefined)
    .then(() => playIntroChime(context))
    .then(() => session === current && startStory(current))
    .catch(() => session === current && startStory(current));
}

export function pauseLearnerAudio(): void {
  const current = session;
  if (!current || (state.phase !== 'intro' && state.phase !== 'playing')) return;
  if (state.phase === 'intro') void current.context?.suspend().catch(() => undefined);
  else current.story.pause();
  current.background?.pause();
  dispatch({ type: 'pause' });
}

export function resumeLearnerAudio(): void {
  const current = session;
  if (!current || state.phase !== 'paused') return;
  const toIntro = state.resumeTo === 'intro';
  dispatch({ type: 'resume' });
  current.background?.play().catch(() => failed(current, 'background'));
  if (toIntro) {
    void current.context?.resume().catch(() => undefined);
    return;
  }
  if (!current.introDone) return;
  if (getLearnerAudioState().phase === 'playing' && current.story.paused) {
    current.story.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) failed(current, 'story');
    });
  }
}
