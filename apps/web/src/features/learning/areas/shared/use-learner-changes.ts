import type { ContentType } from '@k9/domain';
import { useEffect, useRef } from 'react';
import { onRealtimeReconnect, realtime } from '../../../../api/realtime';

/**
 * Calls `onChange` when records of `type` (or the record `id`) change: the server tells every signed-in tab
 * 'learner.content.changed' (ids and types only), and the area reads again through the access-filtered API. After a
 * lost connection it reads again too (a change may have been missed).
 */
export function useLearnerChanges(type: ContentType, onChange: () => void, id?: number | null): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const unsubscribes = [
      realtime.on('learner.content.changed', ({ types, ids }) => {
        if (id === undefined ? types.includes(type) : id !== null && (ids === null || ids.includes(id))) latest.current();
      }),
      onRealtimeReconnect(() => latest.current()),
    ];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [type, id]);
}
