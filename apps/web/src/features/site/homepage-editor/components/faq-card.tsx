import { FIELD_TEXT as F, ITEM_TEXT, SECTION_TEXT } from '../homepage-editor.messages';
import { ItemCards, numbered, SectionCard } from './section-card';
import { TextField } from './text-field';

export function FaqCard({ count }: { count: number }) {
  return (
    <SectionCard title={SECTION_TEXT.faq}>
      <TextField name={['faq', 'title']} label={F.title} />
      <ItemCards
        count={count}
        title={numbered(ITEM_TEXT.faqItem)}
        render={(i) => (
          <>
            <TextField name={['faq', 'items', i, 'question']} label={F.question} />
            <TextField name={['faq', 'items', i, 'answer']} label={F.answer} rows={3} />
          </>
        )}
      />
    </SectionCard>
  );
}
