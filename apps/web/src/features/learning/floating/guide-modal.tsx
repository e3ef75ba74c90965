import { Modal } from 'antd';
import { GUIDELINE_TYPE, guidelineOf } from '../../site/guideline-settings/guideline';
import { useGetPublicSettingQuery } from '../../site/site.api';
import { AreaEmpty, AreaLoading } from '../areas/shared/area-states';
import { LearnerMarkdown } from '../areas/shared/safe-markdown';
import { safeUrl } from '../areas/shared/safe-url';
import { FLOATING_TEXT as T } from './floating.messages';
import { LoadFailure } from '../../../app/load-failure';

/** The usage guide (GUIDELINE_SETTING): the admins' image and markdown text, sanitised. */
export function GuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, error, isLoading, refetch } = useGetPublicSettingQuery(GUIDELINE_TYPE);
  const guideline = guidelineOf(data?.setting);
  const image = safeUrl(guideline.imageUrl);
  const text = guideline.markdownText.trim();
  let body;
  if (isLoading) body = <AreaLoading label={T.loading} />;
  else if (error) body = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (!image && !text) body = <AreaEmpty text={T.guideEmpty} />;
  else {
    body = (
      <div style={{ display: 'grid', gap: 16 }}>
        {image ? <img src={image} alt={T.guideImage} style={{ display: 'block', width: '100%', maxHeight: 480, objectFit: 'contain', borderRadius: 8 }} /> : null}
        {text ? <LearnerMarkdown text={text} label={T.guide} /> : null}
      </div>
    );
  }
  return (
    <Modal open={open} title={T.guide} onCancel={onClose} footer={null} width={640} centered>
      {body}
    </Modal>
  );
}
