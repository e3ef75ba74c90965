/** What the create and edit routes' documentation says of the five steps. */
export const STEPS =
  'aiConfigs: đúng năm bước AI1 Text Gen AI, AI2 Text Gen AI, AI3 Text Output AI, AI4 Image Output AI, AI5 Voice AI (systemMessage, model, isUse, useUserPrompt; ' +
  'sendDirectToOutput chỉ ở AI1, useUserPrompt không ở AI1); model có trong danh mục và đúng loại (văn bản AI1-3, hình ảnh AI4, giọng nói AI5).';
