import { Input, Pagination, Segmented, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useGetSettingQuery } from '../../../site/site.api';
import { BACKGROUND_AUDIO_TYPE, backgroundMusicOf } from '../../audio/background-music';
import { stopLearnerAudio } from '../../audio/learner-audio';
import type { AreaProps } from '../area-props';
import { AreaEmpty, AreaError, AreaLoading } from '../shared/area-states';
import { AREA_TEXT } from '../shared/areas.messages';
import { CategoryChips, chipOptions } from '../shared/category-chips';
import { DualPanel } from '../shared/dual-panel';
import { ItemDetail } from '../shared/item-detail';
import { ItemRow } from '../shared/item-row';
import { relativeTime } from '../shared/relative-time';
import { useAreaList } from '../shared/use-area-list';
import { useDebounced } from '../shared/use-debounced';
import { STORIES_TEXT as T } from './stories.messages';
import { StoryPlayer } from './story-player';
import { inStoryTime, STORY_TIME_FILTERS, STORY_TIME_LABELS, type StoryTimeFilter } from './story-time';
import { FLOATING_ROOM } from '../shared/layout';

const PAGE_SIZE = 50;
const CATEGORIES = [T.article];

/**
 * Stories (spec 2 §2.8, §4.8): items of type story, the category 'Bài viết' (and any other the stories hold), a time
 * filter (all, today, yesterday, the last week in Vietnam's calendar), search, and audio: the intro jingle, then the
 * story over the background music of BACKGROUND_AUDIO.
 */
export function StoriesArea({ program, openItemId, onOpenItem, narrow }: AreaProps) {
  const [draft, setDraft] = useState('');
  const search = useDebounced(draft.trim());
  const [category, setCategory] = useState<string | null>(null);
  const [time, setTime] = useState<StoryTimeFilter>('all');
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

  // The server filters by `time`; the same rule here keeps the list right if it answers with more (an older server).
  const [openedAt] = useState(() => Date.now());
  const now = list.fulfilledTimeStamp ?? openedAt;
  const rows = useMemo(() => (list.data?.data ?? []).filter((item) => inStoryTime(item.createdAt, time, now)), [list.data, time, now]);
  const serverFiltered = rows.length === (list.data?.data.length ?? 0);
  const total = serverFiltered ? (list.data?.total ?? 0) : rows.length;
  const filtered = Boolean(search || category || time !== 'all');

  const body = list.isLoading ? (
    <AreaLoading />
  ) : list.error ? (
    <AreaError error={list.error} onRetry={() => void list.refetch()} />
  ) : rows.length === 0 ? (
    <AreaEmpty text={filtered ? T.noMatch : T.empty} />
  ) : (
    <>
      <ul aria-label={T.title} aria-busy={list.isFetching} style={{ display: 'grid', gap: 6, margin: 0, padding: 0, opacity: list.isFetching ? 0.6 : 1 }}>
        {rows.map((item) => (
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
        ))}
      </ul>
      {serverFiltered && total > PAGE_SIZE ? (
        <Pagination simple={narrow} size="small" align="center" current={page} pageSize={PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} style={{ marginTop: 12 }} />
      ) : null}
    </>
  );

  const listPanel = (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input.Search allowClear value={draft} placeholder={T.search} aria-label={T.search} onChange={(event) => setDraft(event.target.value)} onSearch={setDraft} />
      <Space wrap size={[8, 8]}>
        <Segmented<StoryTimeFilter>
          aria-label={T.time}
          value={time}
          onChange={setTime}
          options={STORY_TIME_FILTERS.map((value) => ({ value, label: STORY_TIME_LABELS[value] }))}
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
        detail={openItemId === null ? null : <ItemDetail id={openItemId} type="story" extra={(item) => <StoryPlayer story={item} background={background} />} />}
        detailTitle={T.title}
        onClose={() => onOpenItem(null)}
      />
    </div>
  );
}
