declare module 'espeak-ng' {
  const ESpeakNg: (options: Record<string, unknown>) => Promise<unknown>;
  export default ESpeakNg;
}
