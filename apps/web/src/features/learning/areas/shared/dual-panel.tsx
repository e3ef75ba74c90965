import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { AreaEmpty } from './area-states';
import { AREA_TEXT as T } from './areas.messages';
import styles from './areas.module.css';

type DualPanelProps = {
  narrow: boolean;
  list: ReactNode;
  /** The open item's view; null when none is open. */
  detail: ReactNode | null;
  detailTitle: string;
  onClose: () => void;
};

/**
 * Spec 2 §2.4's layout: on a wide screen the list on the left and the open item on the right; on a narrow one the list,
 * with the item in a full-width modal.
 */
export function DualPanel({ narrow, list, detail, detailTitle, onClose }: DualPanelProps) {
  if (narrow) {
    return (
      <>
        {list}
        <Modal
          open={detail !== null}
          title={detailTitle}
          onCancel={onClose}
          footer={null}
          width="100%"
          style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
          styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
          destroyOnHidden
        >
          {detail}
        </Modal>
      </>
    );
  }
  return (
    <div className={styles.dual}>
      <div style={{ minWidth: 0 }}>{list}</div>
      <section aria-label={detailTitle} className={styles.detailPanel}>
        {detail ?? <AreaEmpty text={T.choose} />}
      </section>
    </div>
  );
}
