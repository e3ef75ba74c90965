import { FIELD_TEXT as F, SECTION_TEXT } from '../homepage-editor.messages';
import { SectionCard } from './section-card';
import { TextField } from './text-field';

export function HeroCard() {
  return (
    <SectionCard title={SECTION_TEXT.hero}>
      <TextField name={['hero', 'brandLine']} label={F.brandLine} />
      <TextField name={['hero', 'brandSubtitle']} label={F.brandSubtitle} />
      <TextField name={['hero', 'tagline']} label={F.tagline} />
      <TextField name={['hero', 'description']} label={F.description} rows={3} />
      <TextField name={['hero', 'ctaText']} label={F.ctaText} />
    </SectionCard>
  );
}
