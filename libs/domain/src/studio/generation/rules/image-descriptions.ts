/**
 * Spec 1 §4 rule 7 and §9: in slide layout the content's images are described first in English (numbered, at least
 * 150 characters each, never a map of Vietnam), then explained in Vietnamese (2-3 short sentences each). The templates
 * carry the image count; the answers are read as numbered lines.
 */
export const IMAGE_DESCRIPTION_MIN_CHARS = 150;

export const englishDescriptionsPrompt = (imageCount: number, content: string): string =>
  [
    `Based on the content below, write exactly ${imageCount} image descriptions in English to illustrate it as presentation slides.`,
    `Write each description on its own numbered line ("1. ...", "2. ...", up to "${imageCount}. ...").`,
    `Each description must be at least ${IMAGE_DESCRIPTION_MIN_CHARS} characters long and describe one concrete visual scene (subjects, setting, composition, style, colours).`,
    'Do not include any map of Vietnam, and no text or letters inside the images.',
    'Answer with the numbered list only.',
    '',
    'Content:',
    content,
  ].join('\n');

export const vietnameseDescriptionsPrompt = (descriptions: readonly string[]): string =>
  [
    `Dưới đây là ${descriptions.length} mô tả hình ảnh bằng tiếng Anh.`,
    'Với mỗi hình, hãy viết một đoạn giải thích bằng tiếng Việt gồm 2-3 câu ngắn về ý nghĩa của hình đối với nội dung bài.',
    `Viết mỗi đoạn trên một dòng, đánh số đúng thứ tự ("1. ...", "2. ...", đến "${descriptions.length}. ..."). Chỉ trả về danh sách đánh số.`,
    '',
    ...descriptions.map((description, index) => `${index + 1}. ${description}`),
  ].join('\n');

const NUMBERED = /^\s*(?:[-*]\s*)?(?:\*\*)?\(?(\d{1,2})\s*[.):]\s*(?:\*\*)?\s*(.*)$/;

/**
 * The items of a numbered list, in order: a line "1. ..." (also "1)", "(1)", "**1.**", "- 1.") starts an item, the
 * lines after it (until the next number) continue it; text before the first number is ignored, as are empty items.
 */
export function parseNumberedLines(text: string): string[] {
  const items: string[] = [];
  let current: string[] | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const match = NUMBERED.exec(line);
    if (match) {
      if (current) items.push(current.join(' '));
      current = [match[2].trim()];
    } else if (current && line.trim()) {
      current.push(line.trim());
    }
  }
  if (current) items.push(current.join(' '));
  return items.map((item) => item.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim()).filter(Boolean);
}
