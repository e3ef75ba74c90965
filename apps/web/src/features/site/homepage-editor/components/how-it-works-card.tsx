import { FIELD_TEXT as F, HOMEPAGE_EDITOR_TEXT as TEXT, ITEM_TEXT, SECTION_TEXT } from '../homepage-editor.messages';
import { ImageSlotField } from './image-slot';
import { ItemCards, numbered, SectionCard } from './section-card';
import { TextField } from './text-field';
import type { ImageControls } from '../use-homepage-editor';

export function HowItWorksCard({ count, images }: { count: number; images: ImageControls }) {
  const title = numbered(ITEM_TEXT.step);
  return (
    <SectionCard title={SECTION_TEXT.howItWorks}>
      <TextField name={['howItWorks', 'title']} label={F.title} />
      <ItemCards
        count={count}
        title={title}
        render={(i) => (
          <>
            <ImageSlotField slot={{ section: 'howItWorks', index: i }} label={TEXT.imageOf(title(i))} controls={images} />
            <TextField name={['howItWorks', 'steps', i, 'number']} label={F.number} />
            <TextField name={['howItWorks', 'steps', i, 'title']} label={F.title} />
            <TextField name={['howItWorks', 'steps', i, 'image']} label={F.imageFallback} />
            <TextField name={['howItWorks', 'steps', i, 'description']} label={F.description} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}
