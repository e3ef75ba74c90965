import { Typography } from 'antd';
import { FIELD_TEXT as F, SECTION_TEXT } from '../homepage-editor.messages';
import { SectionCard } from './section-card';
import { TextField } from './text-field';

const pricing = (field: string) => ['finalCta', 'pricing', field];

export function FinalCtaCard() {
  return (
    <SectionCard title={SECTION_TEXT.finalCta}>
      <TextField name={['finalCta', 'title']} label={F.title} />
      <TextField name={['finalCta', 'subtitle']} label={F.subtitle} />
      <Typography.Title level={3} style={{ fontSize: 16, margin: '24px 0 12px' }}>
        {SECTION_TEXT.pricing}
      </Typography.Title>
      <TextField name={pricing('title')} label={F.title} />
      <TextField name={pricing('price')} label={F.price} />
      <TextField name={pricing('period')} label={F.period} />
      <TextField name={pricing('specialOffer')} label={F.specialOffer} rows={2} />
      <TextField name={pricing('features')} label={F.features} rows={5} />
      <TextField name={pricing('ctaText')} label={F.ctaText} />
      <TextField name={pricing('disclaimer')} label={F.disclaimer} rows={2} />
    </SectionCard>
  );
}
