import { STUDIO_LIMITS } from '../../flow-configs/flow-config.types.js';
import { QUESTION_LIMITS } from '../../questions/question.rules.js';
import { publishedAnswerHtml, type AnswerImage } from '../../questions/rules/answer-html.js';

/** What publish reads of a history record (spec 1 §3 AI generation history). */
export type PublishSource = {
  prompt: string;
  anwser: string;
  audioUrl: string | null;
  imageUrls: readonly string[];
  imageDescriptions: readonly string[];
  imageDescriptionsVi: readonly string[];
};

export type PublishedAnswerDraft = { question: string; title: string; content: string; html: string; audioUrl: string | null };

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The images as they are published: each with its Vietnamese description (the English one when the run made none,
 * e.g. an article's images have no descriptions at all).
 */
export const publishedImages = (source: Pick<PublishSource, 'imageUrls' | 'imageDescriptions' | 'imageDescriptionsVi'>): AnswerImage[] =>
  source.imageUrls.map((url, i) => ({ url, description: source.imageDescriptionsVi[i] ?? source.imageDescriptions[i] ?? '' }));

/**
 * Spec 1 §4 Publish: the question is the prompt, the answer's html the sanitised answer plus the images with their
 * descriptions. The prompt may be longer than a question may be (10,000 against 2,000 characters): the question and
 * the title (its first line) are shortened; the whole prompt stays in the history the question points to.
 */
export const publishedAnswerDraft = (source: PublishSource): PublishedAnswerDraft => {
  const prompt = source.prompt.trim();
  const firstLine = prompt.split('\n').find((line) => line.trim())?.trim() ?? prompt;
  return {
    question: cut(prompt, QUESTION_LIMITS.question),
    title: cut(firstLine, QUESTION_LIMITS.title),
    content: cut(source.anwser, QUESTION_LIMITS.content),
    html: publishedAnswerHtml(source.anwser, publishedImages(source)),
    audioUrl: source.audioUrl,
  };
};

/** Spec 1 §9: the pause before each item of a batch approve (none before the first, longer at each new group of 10). */
export const approvalPauseBefore = (index: number, limits: { groupSize: number; itemPauseMs: number; groupPauseMs: number } = APPROVAL_PACING): number => {
  if (index <= 0) return 0;
  return index % limits.groupSize === 0 ? limits.groupPauseMs : limits.itemPauseMs;
};

export const APPROVAL_PACING = {
  groupSize: STUDIO_LIMITS.batchApproveGroupSize,
  itemPauseMs: STUDIO_LIMITS.batchApproveItemPauseMs,
  groupPauseMs: STUDIO_LIMITS.batchApproveGroupPauseMs,
} as const;

/** The least time a batch of `count` items takes: the sum of its pauses. */
export const approvalPausesTotal = (count: number): number => Array.from({ length: count }, (_, i) => approvalPauseBefore(i)).reduce((a, b) => a + b, 0);

/** The most one batch takes (a dialog selects from one admin's history; the spec confirms above 100). */
export const MAX_APPROVAL_BATCH = 1000;
