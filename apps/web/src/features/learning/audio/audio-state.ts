/**
 * The story player's states (spec 2 §4.8): a play request loads, the intro jingle plays, then the story; pause and
 * resume from where it was; the end, a stop or a failure go back to idle.
 */
export type AudioPhase = 'idle' | 'loading' | 'intro' | 'playing' | 'paused';
export type LearnerAudioState = {
  phase: AudioPhase;
  /** The story being played (or paused, or loading); null when idle. */
  itemId: number | null;
  /** What a resume goes back to while paused. */
  resumeTo: 'intro' | 'playing' | null;
};

export type AudioEvent =
  | { type: 'request'; itemId: number }
  | { type: 'introStarted' }
  /** The jingle is over: the story is asked to play, and loads until it does. */
  | { type: 'introEnded' }
  | { type: 'storyPlaying' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'ended' }
  | { type: 'stop' }
  | { type: 'failed' };

export const IDLE: LearnerAudioState = { phase: 'idle', itemId: null, resumeTo: null };

export function nextAudioState(state: LearnerAudioState, event: AudioEvent): LearnerAudioState {
  switch (event.type) {
    case 'request':
      return { phase: 'loading', itemId: event.itemId, resumeTo: null };
    case 'introStarted':
      return state.phase === 'loading' ? { ...state, phase: 'intro' } : state;
    case 'introEnded':
      if (state.phase === 'intro') return { ...state, phase: 'loading' };
      // Ended while paused (the last note's tail): the story starts on resume.
      return state.phase === 'paused' && state.resumeTo === 'intro' ? { ...state, resumeTo: 'playing' } : state;
    case 'storyPlaying':
      return state.phase === 'loading' ? { ...state, phase: 'playing' } : state;
    case 'pause':
      return state.phase === 'intro' || state.phase === 'playing' ? { ...state, phase: 'paused', resumeTo: state.phase } : state;
    case 'resume':
      return state.phase === 'paused' && state.resumeTo ? { ...state, phase: state.resumeTo, resumeTo: null } : state;
    case 'ended':
    case 'stop':
    case 'failed':
      return IDLE;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
