import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { sanitizeShownHtml } from '../../site/components/markdown';
import { READING_TEXT as T } from './reading.messages';

/** Where the server answers a stored Word file's preview: `/files/<key>` → `/api/file-preview/<key>`; null for any other address. */
export const wordPreviewAddress = (url: string): string | null => {
  const path = url.split(/[?#]/)[0];
  return /^\/files\/\d{4}\/\d{2}\/[^/]+\.docx$/i.test(path) ? path.replace(/^\/files\//, '/api/file-preview/') : null;
};

/**
 * A .docx read in the page (issue 24 §2): the server turns it into html (no images) under the one allow-list, and the
 * page applies that allow-list again before showing it. When the server cannot, its Vietnamese reason shows under the
 * spec's message, beside the download and open-in-new-tab buttons of the modal.
 */
export function WordPreview({ url }: { url: string }) {
  const address = wordPreviewAddress(url);
  const [state, setState] = useState<{ html: string } | { failed: string | null } | 'loading'>(address ? 'loading' : { failed: null });
  useEffect(() => {
    if (!address) return;
    let live = true;
    fetch(address, { credentials: 'same-origin' })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { html?: string; message?: string };
        if (!live) return;
        setState(response.ok && typeof body.html === 'string' ? { html: sanitizeShownHtml(body.html) } : { failed: body.message ?? null });
      })
      .catch(() => live && setState({ failed: null }));
    return () => {
      live = false;
    };
  }, [address]);
  if (state === 'loading') return <Spin />;
  if ('failed' in state) return <Alert type="info" showIcon title={T.documentFailed} description={state.failed ?? undefined} />;
  return <div className="content-detail" style={{ maxHeight: '70vh', overflow: 'auto' }} dangerouslySetInnerHTML={{ __html: state.html }} />;
}
