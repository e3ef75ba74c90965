import { Empty, Modal, Skeleton } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLearnerItemQuery } from '../learning.api';

/** The skeleton shown on each change of the selected item on desktop (spec 2 §4.5, §9.5). */
export const SELECTION_SKELETON_MS = 800;

/** Holds a skeleton for ~800 ms on each change of `id` (the read starts at once), then shows `children`. */
export function AfterSkeleton({ id, children }: { id: number; children: ReactNode }) {
  const [shownId, setShownId] = useState<number | null>(null);
  useLearnerItemQuery(id);
  useEffect(() => {
    const timer = setTimeout(() => setShownId(id), SELECTION_SKELETON_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return shownId === id ? children : <Skeleton active paragraph={{ rows: 10 }} />;
}

type Props = {
  narrow: boolean;
  list: ReactNode;
  /** The open item's view; null when none is open. */
  detail: ReactNode | null;
  /** Names the list (a region). */
  label: string;
  /** Titles (and so names) the phone's modal: the open item's title; the list's label until it is known. */
  detailTitle?: string;
  onClose: () => void;
  /** Shown on desktop while nothing is open. */
  emptyPrompt: string;
};

/**
 * Spec 2 §2.4's layout. Desktop: list left, the open item right, the empty prompt until something is chosen. Mobile
 * (768 px or narrower): the list, with the open item in a full-width modal named after it.
 */
export function DualPanel({ narrow, list, detail, label, detailTitle, onClose, emptyPrompt }: Props) {
  if (narrow)
    return (
      <>
        <section aria-label={label}>{list}</section>
        <Modal
          open={detail !== null}
          onCancel={onClose}
          footer={null}
          title={detailTitle ?? label}
          width="100%"
          style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
          styles={{ body: { padding: '0 4px', minHeight: 'calc(100vh - 110px)' } }}
          destroyOnHidden
        >
          {detail}
        </Modal>
      </>
    );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 400px) minmax(0, 1fr)', gap: 16, alignItems: 'start' }}>
      <section aria-label={label} style={{ maxHeight: 'calc(100vh - 180px)', overflow: 'auto', position: 'sticky', top: 8, minWidth: 0 }}>
        {list}
      </section>
      <section aria-label="Nội dung" style={{ background: '#fff', borderRadius: 8, padding: '16px 20px', minHeight: 320, minWidth: 0 }}>
        {detail ?? <Empty description={emptyPrompt} />}
      </section>
    </div>
  );
}
