/** Texts of the AI content studio (spec 1 §2.6). */
export const STUDIO_TEXT = {
  aiGeneration: 'AI Generation',
} as const;
