import { FIELD_TEXT as F, HOMEPAGE_EDITOR_TEXT as TEXT, ITEM_TEXT, SECTION_TEXT } from '../homepage-editor.messages';
import { ImageSlotField } from './image-slot';
import { ItemCards, numbered, SectionCard } from './section-card';
import { TextField } from './text-field';
import type { ImageControls } from '../use-homepage-editor';

export function SolutionCard({ count, images }: { count: number; images: ImageControls }) {
  const title = numbered(ITEM_TEXT.item);
  return (
    <SectionCard title={SECTION_TEXT.solution}>
      <TextField name={['solution', 'title']} label={F.title} />
      <ItemCards
        count={count}
        title={title}
        render={(i) => (
          <>
            <ImageSlotField slot={{ section: 'solution', index: i }} label={TEXT.imageOf(title(i))} controls={images} />
            <TextField name={['solution', 'items', i, 'icon']} label={F.icon} />
            <TextField name={['solution', 'items', i, 'title']} label={F.title} />
            <TextField name={['solution', 'items', i, 'image']} label={F.imageFallback} />
            <TextField name={['solution', 'items', i, 'description']} label={F.description} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}
