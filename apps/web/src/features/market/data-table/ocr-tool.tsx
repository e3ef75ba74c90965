import type { OcrQueued } from '@k9/contracts/market/document-summaries';
import { DEFAULT_OCR_INSTRUCTION } from '@k9/domain/market/document-summaries/document-summary-prompt';
import { OCR_SETTING, type OcrSetting } from '@k9/domain/market/document-summaries/document-summary-settings';
import type { MarketDataset } from '@k9/domain/market/market.datasets';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorStatus, refusalReason } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useGetSettingQuery } from '../../site/site.api';
import { useQueueOcrMutation } from './data-table.api';
import { DATA_TABLE_TEXT as T } from './data-table.messages';
import styles from './data-table.module.css';

const INSTRUCTION_MAX = 1000;

/**
 * Spec 3 §2 screen 6, §4-5: with rows selected, the analysis button and the AI's instruction (prefilled from the admins'
 * OCR setting, editable). The selection is posted; the server's refusal is said as it words it, anything else as
 * 'Có lỗi xảy ra trong quá trình OCR'.
 */
export function OcrTool({ dataset, rowIds, onQueued, onClear }: { dataset: MarketDataset; rowIds: string[]; onQueued: (queued: OcrQueued) => void; onClear: () => void }) {
  const setting = useGetSettingQuery(OCR_SETTING);
  const [edited, setEdited] = useState<string | null>(null);
  const [send, { isLoading }] = useQueueOcrMutation();
  const toast = useFormToast('data-table-ocr');
  const saved = (setting.data?.setting as OcrSetting | null | undefined)?.instruction?.trim();
  const instruction = edited ?? (saved || DEFAULT_OCR_INSTRUCTION);

  const run = async () => {
    if (!rowIds.length) {
      toast.warning(T.selectRows);
      return;
    }
    try {
      const queued = await send({ dataset, rowIds, instruction }).unwrap();
      toast.success(queued.message);
      onQueued(queued);
    } catch (error) {
      const status = errorStatus(error);
      const reason = typeof status === 'number' && status < 500 ? refusalReason(error) : undefined;
      toast.error(reason ?? T.ocrFailed);
    }
  };

  return (
    <div className={styles.tool} role="group" aria-label={T.analyse}>
      <Space wrap>
        <Typography.Text strong>{T.selected(rowIds.length)}</Typography.Text>
        <Button type="primary" loading={isLoading} onClick={() => void run()}>
          {T.analyse}
        </Button>
        <Button onClick={onClear}>{T.clearSelection}</Button>
      </Space>
      <label htmlFor="data-table-instruction">{T.instruction}</label>
      <Input.TextArea id="data-table-instruction" value={instruction} maxLength={INSTRUCTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} style={{ marginBottom: 16 }} onChange={(event) => setEdited(event.target.value)} />
    </div>
  );
}
