import { BookFilled, BookOutlined, CheckCircleFilled, CheckCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { MARKS_TEXT as T } from './marks.messages';
import type { MarkList } from './marks';
import { useOwnMarksQuery, useSetMarkMutation } from './marks.api';

/** One mark of one item, as the screen shows it now (optimistic), and its toggle; a refusal is put back and told. */
export function useMark(list: MarkList, itemId: number) {
  const { data: marks } = useOwnMarksQuery();
  const [setMark] = useSetMarkMutation();
  const toast = useFormToast('learner-marks');
  const on = marks?.[list].includes(itemId) ?? false;
  const toggle = async () => {
    try {
      await setMark({ list, itemId, on: !on }).unwrap();
    } catch (error) {
      toast.error(refusalMessage(error, T.saveFailed));
    }
  };
  return { on, ready: !!marks, toggle };
}

/** The bookmark toggle of an item (in its own list: stream, library, report or story). */
export function BookmarkButton({ list, itemId, size = 'small' }: { list: MarkList; itemId: number; size?: 'small' | 'middle' }) {
  const { on, ready, toggle } = useMark(list, itemId);
  const label = on ? T.unbookmark : T.bookmark;
  return (
    // A native title, not a Tooltip: a list draws one per row.
    <Button
      size={size}
      type="text"
      title={label}
      aria-label={label}
      aria-pressed={on}
      disabled={!ready}
      icon={on ? <BookFilled style={{ color: '#d97706' }} /> : <BookOutlined />}
      onClick={(event) => {
        event.stopPropagation();
        void toggle();
      }}
    />
  );
}

/** 'mark as read' / 'mark as unread' (spec 2 §4.4), always by item id in read_items_stream. */
export function ReadMarkButton({ itemId, size = 'small' }: { itemId: number; size?: 'small' | 'middle' }) {
  const { on, ready, toggle } = useMark('read_items_stream', itemId);
  const label = on ? T.markUnread : T.markRead;
  return (
    <Button
      size={size}
      disabled={!ready}
      aria-pressed={on}
      icon={on ? <CheckCircleFilled style={{ color: '#16a34a' }} /> : <CheckCircleOutlined />}
      onClick={(event) => {
        event.stopPropagation();
        void toggle();
      }}
    >
      {label}
    </Button>
  );
}
