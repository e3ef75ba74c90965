import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

type Texts = { title: string; content: string; okText: string; cancelText: string };

/**
 * Leaving a screen with unsaved edits asks first: another screen of the app (the menu, Back) through the router's
 * blocker, closing or reloading the tab through the browser's own 'Leave site?' prompt.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean, texts: Texts) {
  const { modal } = App.useApp();
  // The latest `isDirty` (it reads the form as it is now), for the router and the browser to call when leaving.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  });

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && dirty.current(),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // The router hands out a new blocker object whenever its state changes; the dialog answers the latest one.
  const latest = useRef({ blocker, texts });
  useEffect(() => {
    latest.current = { blocker, texts };
  });

  // One dialog for each blocked leave: not a new one (under the user's click) each time the page renders meanwhile,
  // and a new one for a new leave even when it is blocked before the last one's answer has rendered (Back right after
  // 'Stay', quick without the dialog's closing animation): each attempt's location has its own key.
  const blocked = blocker.state === 'blocked' ? `${blocker.location.key}|${blocker.location.pathname}` : null;
  useEffect(() => {
    if (!blocked) return;
    const confirm = modal.confirm({
      ...latest.current.texts,
      okButtonProps: { danger: true },
      onOk: () => latest.current.blocker.proceed?.(),
      onCancel: () => latest.current.blocker.reset?.(),
    });
    return () => confirm.destroy();
  }, [blocked, modal]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
