import { Col, Row } from 'antd';
import { FIELD_TEXT as F, HOMEPAGE_EDITOR_TEXT as TEXT, ITEM_TEXT, SECTION_TEXT } from '../homepage-editor.messages';
import { imageList } from '../homepage-images';
import { ImageSlotField } from './image-slot';
import { numbered, SectionCard } from './section-card';
import { TextField } from './text-field';
import type { ImageControls } from '../use-homepage-editor';

/** Testimonial pictures have no fixed number: the ones there are, plus one empty slot to add another. */
export function SocialProofCard({ images }: { images: ImageControls }) {
  const title = numbered(ITEM_TEXT.testimonial);
  const count = imageList(images.images, 'testimonials').length + 1;
  return (
    <SectionCard title={SECTION_TEXT.socialProof}>
      <TextField name={['socialProof', 'title']} label={F.title} />
      <TextField name={['socialProof', 'image']} label={F.imageFallback} />
      <Row gutter={[16, 0]}>
        {Array.from({ length: count }, (_unused, i) => (
          <Col key={i} xs={24} md={12} xl={8}>
            <ImageSlotField slot={{ section: 'testimonials', index: i }} label={TEXT.imageOf(title(i))} controls={images} />
          </Col>
        ))}
      </Row>
    </SectionCard>
  );
}
