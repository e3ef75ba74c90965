import { Empty, Modal, Skeleton } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLearnerItemQuery } from '../learning.api';
import { ItemDetail } from './item-detail';

/** The skeleton shown on each change of the selected item on desktop (spec 2 §4.5, §9.5). */
export const SELECTION_SKELETON_MS = 800;

function DelayedDetail({ id, shareLinkOf }: { id: number; shareLinkOf: (id: number) => string }) {
  const [shownId, setShownId] = useState<number | null>(null);
  // The read starts at once; the skeleton only holds the view.
  useLearnerItemQuery(id);
  useEffect(() => {
    const timer = setTimeout(() => setShownId(id), SELECTION_SKELETON_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return shownId === id ? <ItemDetail id={id} shareLinkOf={shareLinkOf} /> : <Skeleton active paragraph={{ rows: 10 }} />;
}

type Props = {
  narrow: boolean;
  list: ReactNode;
  selectedId: number | null;
  onClose: () => void;
  shareLinkOf: (id: number) => string;
  emptyPrompt: string;
  /** The list's label, also the mobile modal's title. */
  label: string;
};

/**
 * Desktop: list left, detail right, the empty prompt until something is chosen. Mobile (768 px or narrower): the list,
 * with the detail in a full-width modal (spec 2 §2.4).
 */
export function DualPanel({ narrow, list, selectedId, onClose, shareLinkOf, emptyPrompt, label }: Props) {
  if (narrow)
    return (
      <>
        {list}
        <Modal
          open={selectedId !== null}
          onCancel={onClose}
          footer={null}
          title={label}
          width="100%"
          style={{ top: 0, maxWidth: '100vw', padding: 0 }}
          styles={{ body: { padding: '0 4px' } }}
          destroyOnHidden
        >
          {selectedId !== null ? <ItemDetail id={selectedId} shareLinkOf={shareLinkOf} /> : null}
        </Modal>
      </>
    );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(300px, 400px) minmax(0, 1fr)', gap: 16, alignItems: 'start' }}>
      <section aria-label={label} style={{ maxHeight: 'calc(100vh - 180px)', overflow: 'auto', position: 'sticky', top: 8 }}>
        {list}
      </section>
      <section aria-label="Nội dung" style={{ background: '#fff', borderRadius: 8, padding: 16, minHeight: 320, minWidth: 0 }}>
        {selectedId === null ? <Empty description={emptyPrompt} /> : <DelayedDetail id={selectedId} shareLinkOf={shareLinkOf} />}
      </section>
    </div>
  );
}
