import { useSyncExternalStore } from 'react';
import { getLearnerAudioState, subscribeLearnerAudio, type LearnerAudioState } from './learner-audio';

/** The story player's state, for the controls of any area. */
export const useLearnerAudio = (): LearnerAudioState => useSyncExternalStore(subscribeLearnerAudio, getLearnerAudioState);
