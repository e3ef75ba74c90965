/** The pricing features text area holds one feature per line (spec 1 §2.9). */
export const featuresToText = (features: readonly string[]): string => features.join('\n');

/** On save: lines trimmed, blank lines dropped. */
export const normaliseFeatures = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
