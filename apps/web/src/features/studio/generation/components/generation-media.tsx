import type { AiGenHistoryRecord } from '@k9/contracts';
import { isSafeAnswerUrl } from '@k9/domain/studio/questions/question.html-policy';
import { Image, Typography } from 'antd';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';

/** Only the platform's own files and web addresses reach an src (what an LLM wrote never becomes a javascript: link). */
const safeUrl = (url: string | null | undefined): string | null => (url && isSafeAnswerUrl(url.trim()) ? url.trim() : null);

/** The result's audio (spec 1 §2.7 "audio player"). */
export function GenerationAudio({ url }: { url: string | null }) {
  const src = safeUrl(url);
  if (!src) return null;
  return <audio aria-label={TEXT.audio} controls preload="none" src={src} style={{ width: '100%', maxWidth: 480 }} />;
}

/** The images, each with its Vietnamese description under it (slide layout; the English one when there is none). */
export function GenerationImages({ record }: { record: AiGenHistoryRecord }) {
  const described = record.imageUrls
    .map((url, index) => ({ src: safeUrl(url), description: record.settings?.imageDescriptionsVi?.[index] || record.settings?.imageDescriptions?.[index] || '' }))
    .filter((image): image is { src: string; description: string } => image.src !== null);
  if (described.length === 0) return null;
  return (
    <section aria-label={TEXT.images}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {TEXT.images}
      </Typography.Title>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
        {described.map((image, index) => (
          <figure key={image.src} style={{ margin: 0 }} data-testid="generation-image">
            <Image src={image.src} alt={image.description || TEXT.imageAlt(index + 1)} style={{ width: '100%', borderRadius: 6 }} />
            {image.description ? (
              <figcaption>
                <Typography.Text type="secondary">{image.description}</Typography.Text>
              </figcaption>
            ) : null}
          </figure>
        ))}
      </div>
    </section>
  );
}
