import { Typography } from 'antd';
import type { HomepageLayout } from '../homepage-form';
import { FIELD_TEXT as F, HOMEPAGE_EDITOR_TEXT as TEXT, ITEM_TEXT, SECTION_TEXT } from '../homepage-editor.messages';
import { ImageSlotField } from './image-slot';
import { ItemCards, numbered, SectionCard } from './section-card';
import { TextField } from './text-field';
import type { ImageControls } from '../use-homepage-editor';

type Props = { layout: Pick<HomepageLayout, 'stats' | 'resources'>; images: ImageControls };

export function StatsOverviewCard({ layout, images }: Props) {
  const statTitle = numbered(ITEM_TEXT.stat);
  const resourceTitle = numbered(ITEM_TEXT.resource);
  return (
    <SectionCard title={SECTION_TEXT.statsOverview}>
      <TextField name={['statsOverview', 'title']} label={F.title} />
      <ItemCards
        count={layout.stats}
        title={statTitle}
        render={(i) => (
          <>
            <TextField name={['statsOverview', 'stats', i, 'number']} label={F.number} />
            <TextField name={['statsOverview', 'stats', i, 'description']} label={F.description} />
            <TextField name={['statsOverview', 'stats', i, 'detail']} label={F.detail} rows={2} />
          </>
        )}
      />
      <Typography.Title level={3} style={{ fontSize: 16, margin: '24px 0 12px' }}>
        {SECTION_TEXT.resourceLibrary}
      </Typography.Title>
      <TextField name={['statsOverview', 'resourceLibrary', 'title']} label={F.title} />
      <TextField name={['statsOverview', 'resourceLibrary', 'subtitle']} label={F.subtitle} />
      <ItemCards
        count={layout.resources}
        title={resourceTitle}
        render={(i) => (
          <>
            <ImageSlotField slot={{ section: 'resources', index: i }} label={TEXT.imageOf(resourceTitle(i))} controls={images} />
            <TextField name={['statsOverview', 'resourceLibrary', 'resources', i, 'title']} label={F.title} />
            <TextField name={['statsOverview', 'resourceLibrary', 'resources', i, 'description']} label={F.description} rows={2} />
          </>
        )}
      />
    </SectionCard>
  );
}
