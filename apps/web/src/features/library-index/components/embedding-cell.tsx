import type { EmbeddingState } from '@k9/contracts/library-index/library-index.routes';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { errorMessage, errorStatus } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useLazyGetContentQuery } from '../../content/content.api';
import { embeddingTextOf } from '../embedding-text';
import { useCreateEmbeddingMutation } from '../library-index.api';
import { LIBRARY_INDEX_TEXT as TEXT } from '../library-index.messages';
import { useEmbeddingState } from './embedding-states';

const STATE_COLOURS: Record<EmbeddingState, string> = { none: 'default', embedding: 'blue', embedded: 'green' };

/**
 * A content row's embedding (spec 3 §4): its state, and the action that embeds it now, relabelled 're-embed' once it
 * is embedded. The record's text is read first (the list has no detail); the server deletes the old embedding first.
 */
export function EmbeddingCell({ id }: { id: number }) {
  const view = useEmbeddingState(id);
  const [readRecord] = useLazyGetContentQuery();
  const [create] = useCreateEmbeddingMutation();
  const [working, setWorking] = useState(false);
  const toast = useFormToast('library-embedding');
  const state: EmbeddingState = working ? 'embedding' : (view?.state ?? 'none');
  const action = view?.state === 'embedded' ? TEXT.reembed : TEXT.embed;

  /** Spec 3 §8's messages: no id, a record that is gone, no text, and the server's reason of a failed embedding. */
  const embed = async () => {
    if (!id) return toast.warning(TEXT.noId);
    setWorking(true);
    try {
      const record = await readRecord(id).unwrap();
      const content = embeddingTextOf(record);
      if (!content) return toast.warning(TEXT.nothingToEmbed);
      const answer = await create({ sourceId: id, content, table: 'news' }).unwrap();
      if (answer.warning) toast.warning(answer.warning);
      else toast.success(TEXT.embedded(answer.chunksCreated));
    } catch (error) {
      toast.error(errorStatus(error) === 404 ? TEXT.notFound : TEXT.embeddingFailed(errorMessage(error, TEXT.unknownError)));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Space size={4}>
      <Tooltip title={view?.error ?? undefined}>
        <Tag color={STATE_COLOURS[state]} style={{ marginInlineEnd: 0 }} data-testid={`embedding-state-${id}`}>
          {TEXT.state[state]}
        </Tag>
      </Tooltip>
      <Button size="small" loading={working} disabled={view?.state === 'embedding'} aria-label={`${action} ${id}`} onClick={() => void embed()}>
        {action}
      </Button>
    </Space>
  );
}
