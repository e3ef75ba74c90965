import { Input, Segmented, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useGetSettingQuery } from '../../../site/site.api';
import { BACKGROUND_AUDIO_TYPE, backgroundMusicOf } from '../../audio/background-music';
import { stopLearnerAudio } from '../../audio/learner-audio';
import type { AreaProps } from '../area-props';
import { AreaList } from '../shared/area-list';
import { AREA_TEXT } from '../shared/areas.messages';
import { CategoryChips, chipOptions } from '../shared/category-chips';
import { DualPanel } from '../../reading/dual-panel';
import { ItemDetail } from '../../reading/item-detail';
import { ItemRow } from '../shared/item-row';
import { relativeTime } from '../shared/relative-time';
import { useAreaList } from '../shared/use-area-list';
import { useDebounced } from '../shared/use-debounced';
import { STORIES_TEXT as T } from './stories.messages';
import { StoryPlayer } from './story-player';
import { TIME_FILTERS, type TimeFilter } from '../../reading/list-query';
import { FILTER_TEXT } from '../../reading/reading-area.messages';
import { FLOATING_ROOM } from '../shared/layout';

const PAGE_SIZE = 50;
const CATEGORIES = [T.article];

/**
 * Stories (spec 2 §2.8, §4.8): items of type story, the category 'Bài viết' (and any other the stories hold), a time
 * filter (all, today, yesterday, the last week in Vietnam's calendar), search, and audio: the intro jingle, then the
 * story over the background music of BACKGROUND_AUDIO.
 */
export function StoriesArea({ program, openItemId, onOpenItem, narrow, shareLinkOf }: AreaProps) {
  const [draft, setDraft] = useState('');
  const search = useDebounced(draft.trim());
  const [category, setCategory] = useState<string | null>(null);
  const [time, setTime] = useState<TimeFilter>('all');
  const [page, setPage] = useState(1);
  const [filterKey, setFilterKey] = useState('');
  const key = `${search}|${category}|${time}|${program}`;
  if (key !== filterKey) {
    setFilterKey(key);
    if (page !== 1) setPage(1);
  }

  const { list, counts } = useAreaList('story', { program, search, category, time, page, pageSize: PAGE_SIZE });
  const { data: backgroundSetting } = useGetSettingQuery(BACKGROUND_AUDIO_TYPE);
  const background = useMemo(() => backgroundMusicOf(backgroundSetting?.setting), [backgroundSetting]);
  // Nothing of a story keeps playing once its area is gone (the home page also stops it on a tab switch).
  useEffect(() => () => stopLearnerAudio(), []);

  // The server filters by `time` (Asia/Ho_Chi_Minh calendar days); 'now' is when the list was read, for relative times.
  const [openedAt] = useState(() => Date.now());
  const now = list.fulfilledTimeStamp ?? openedAt;
  const total = list.data?.total ?? 0;
  const filtered = Boolean(search || category || time !== 'all');

  const body = (
    <AreaList
      list={list}
      label={T.title}
      emptyText={filtered ? T.noMatch : T.empty}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      narrow={narrow}
      row={(item) => (
        <ItemRow
          key={item.id}
          title={item.title}
          summary={item.summary}
          avatarUrl={item.avatarUrl}
          emoji={item.emoji}
          meta={[item.category, item.storyType, item.duration, relativeTime(item.createdAt, now)].filter(Boolean).join(' · ')}
          active={item.id === openItemId}
          onOpen={() => onOpenItem(item.id)}
          actions={<StoryPlayer compact story={item} background={background} />}
        />
      )}
    />
  );

  const listPanel = (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input.Search allowClear value={draft} placeholder={T.search} aria-label={T.search} onChange={(event) => setDraft(event.target.value)} onSearch={setDraft} />
      <Space wrap size={[8, 8]}>
        <Segmented<TimeFilter>
          aria-label={T.time}
          value={time}
          onChange={setTime}
          options={TIME_FILTERS.map((value) => ({ value, label: FILTER_TEXT.time[value] }))}
        />
      </Space>
      <CategoryChips label={T.categories} options={chipOptions(CATEGORIES, counts.data?.facets.category)} total={counts.data?.total} value={category} onChange={setCategory} />
      {list.data ? <Typography.Text type="secondary">{AREA_TEXT.total(total)}</Typography.Text> : null}
      {body}
    </div>
  );

  return (
    <div data-area="story" style={{ paddingBottom: narrow ? FLOATING_ROOM : 0 }}>
      <DualPanel
        narrow={narrow}
        list={listPanel}
        detail={openItemId === null ? null : <ItemDetail id={openItemId} type="story" shareLinkOf={shareLinkOf} extra={(item) => <StoryPlayer story={item} background={background} />} />}
        label={T.title}
        detailTitle={list.data?.data.find((item) => item.id === openItemId)?.title}
        emptyPrompt={AREA_TEXT.choose}
        onClose={() => onOpenItem(null)}
      />
    </div>
  );
}
