import { FIELD_TEXT as F, HOMEPAGE_EDITOR_TEXT as TEXT, ITEM_TEXT, SECTION_TEXT } from '../homepage-editor.messages';
import { ImageSlotField } from './image-slot';
import { ItemCards, numbered, SectionCard } from './section-card';
import { TextField } from './text-field';
import type { ImageControls } from '../use-homepage-editor';

export function ProblemCard({ count, images }: { count: number; images: ImageControls }) {
  const title = numbered(ITEM_TEXT.card);
  return (
    <SectionCard title={SECTION_TEXT.problem}>
      <TextField name={['problem', 'title']} label={F.title} />
      <TextField name={['problem', 'subtitle']} label={F.subtitle} />
      <ItemCards
        count={count}
        title={title}
        render={(i) => (
          <>
            <ImageSlotField slot={{ section: 'problem', index: i }} label={TEXT.imageOf(title(i))} controls={images} />
            <TextField name={['problem', 'cards', i, 'icon']} label={F.icon} />
            <TextField name={['problem', 'cards', i, 'title']} label={F.title} />
            <TextField name={['problem', 'cards', i, 'image']} label={F.imageFallback} />
            <TextField name={['problem', 'cards', i, 'description']} label={F.description} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}
