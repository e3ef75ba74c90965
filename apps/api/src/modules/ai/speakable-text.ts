import { MAX_SPEECH_TEXT_CHARS } from '@k9/contracts';

/** What a speech call reads: markdown marks and tags are not read aloud, and it takes at most the gateway's limit. */
export const speakableText = (text: string): string =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, MAX_SPEECH_TEXT_CHARS);
