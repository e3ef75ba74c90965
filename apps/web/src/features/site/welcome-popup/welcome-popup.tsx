import { Button, Checkbox, Modal, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useGetPublicSettingQuery } from '../site.api';
import { SITE_TEXT } from '../site.messages';
import { renderMarkdown } from '../components/markdown';
import { GUIDELINE_TYPE, guidelineOf } from '../guideline-settings/guideline';
import { WELCOME_TEXT } from './welcome-popup.messages';

/** Spec 1 §1, §9 and spec 2 §2.8: remembered locally; 'false' means the learner asked not to see it again. */
export const WELCOME_POPUP_STORAGE_KEY = 'firstTimeHomePopup';
const HIDDEN = 'false';
const SHOW_AFTER_MS = 1000;
const WIDTH = 500;

function optedOut(): boolean {
  try {
    return localStorage.getItem(WELCOME_POPUP_STORAGE_KEY) === HIDDEN;
  } catch {
    return false;
  }
}

/** The first-visit popup on /home: GUIDELINE_SETTING's image and markdown, one second after the page loads. */
export function WelcomePopup() {
  const [hidden] = useState(optedOut);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const { data, isLoading } = useGetPublicSettingQuery(GUIDELINE_TYPE, { skip: hidden });

  useEffect(() => {
    if (hidden) return;
    const timer = setTimeout(() => setDue(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [hidden]);

  const guideline = guidelineOf(data?.setting);
  const imageUrl = guideline.imageUrl.trim();
  const markdown = guideline.markdownText.trim();
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const empty = !isLoading && !imageUrl && !html;

  const close = () => {
    if (dontShowAgain) {
      try {
        localStorage.setItem(WELCOME_POPUP_STORAGE_KEY, HIDDEN);
      } catch {
        // Storage refused (private mode): it shows again next time.
      }
    }
    setClosed(true);
  };

  if (hidden || empty) return null;
  return (
    <Modal
      open={due && !closed}
      title={WELCOME_TEXT.title}
      width={WIDTH}
      onCancel={close}
      centered
      footer={
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
          <Checkbox checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)}>
            {WELCOME_TEXT.dontShowAgain}
          </Checkbox>
          <Button type="primary" onClick={close}>
            {WELCOME_TEXT.close}
          </Button>
        </div>
      }
    >
      {isLoading ? (
        <div role="status" aria-label={SITE_TEXT.loading} style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <Spin size="large" />
        </div>
      ) : (
        <>
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={WELCOME_TEXT.imageAlt}
              width={WIDTH}
              height={WIDTH}
              style={{ display: 'block', width: '100%', maxWidth: WIDTH, height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', margin: '0 auto', borderRadius: 8 }}
            />
          ) : null}
          {html ? <div style={{ marginTop: imageUrl ? 16 : 0, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} /> : null}
        </>
      )}
    </Modal>
  );
}
