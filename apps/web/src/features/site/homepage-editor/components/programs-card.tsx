import { FIELD_TEXT as F, HOMEPAGE_EDITOR_TEXT as TEXT, ITEM_TEXT, SECTION_TEXT } from '../homepage-editor.messages';
import { ImageSlotField } from './image-slot';
import { ItemCards, numbered, SectionCard } from './section-card';
import { TextField } from './text-field';
import type { ImageControls } from '../use-homepage-editor';

export function ProgramsCard({ count, images }: { count: number; images: ImageControls }) {
  const title = numbered(ITEM_TEXT.module);
  return (
    <SectionCard title={SECTION_TEXT.programs}>
      <TextField name={['programs', 'title']} label={F.title} />
      <TextField name={['programs', 'subtitle']} label={F.subtitle} />
      <ItemCards
        count={count}
        title={title}
        render={(i) => (
          <>
            <ImageSlotField slot={{ section: 'programs', index: i }} label={TEXT.imageOf(title(i))} controls={images} />
            <TextField name={['programs', 'modules', i, 'title']} label={F.title} />
            <TextField name={['programs', 'modules', i, 'image']} label={F.imageFallback} />
            <TextField name={['programs', 'modules', i, 'description']} label={F.description} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}
