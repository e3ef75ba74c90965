import type { LibraryIndexStatus, LibraryIndexTableStatus } from '@k9/contracts/library-index/library-index.routes';
import { Alert, Badge, Button, Card, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { errorMessage } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { useLibraryIndexStatusQuery, useReembedLibraryMutation, useStopEmbeddingMutation } from '../library-index.api';
import { LIBRARY_INDEX_TEXT as TEXT } from '../library-index.messages';
import { LibrarySearchSettings } from './library-search-settings';

const count = (value: number) => value.toLocaleString('vi-VN');

/**
 * The AI admin page's 'Chỉ mục thư viện' tab (issue 28 §4): per table, what is indexed, embedded and waiting and the
 * last error; the embedding model, the search method and the vector store; why embeddings cannot be made here (the
 * admin learns to configure a provider); a model change being built; the whole library re-embedded on demand.
 */
export function LibraryIndexPanel() {
  const { data, error, refetch, isFetching, isLoading } = useLibraryIndexStatusQuery();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Badge status={isFetching ? 'processing' : 'success'} text={TEXT.live} />
      {error ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={refetch} /> : null}
      {data?.unavailable ? <Alert type="warning" showIcon title={data.unavailable} data-testid="library-index-unavailable" /> : null}
      {data?.building ? <BuildingNotice building={data.building} /> : null}
      <Card title={TEXT.tab} size="small" loading={isLoading} extra={<ReembedButton />}>
        {data ? <IndexSummary status={data} /> : null}
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
          {(data?.tables ?? []).map((table) => (
            <TableCard key={table.table} table={table} />
          ))}
        </div>
      </Card>
      <LibrarySearchSettings />
    </Space>
  );
}

/** One table's index: a card rather than a table row, so that it reads on a phone with no sideways scrolling. */
function TableCard({ table }: { table: LibraryIndexTableStatus }) {
  return (
    <Card type="inner" size="small" title={TEXT.tables[table.table]} data-testid={`library-index-${table.table}`}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={TEXT.items}>{count(table.items)}</Descriptions.Item>
        <Descriptions.Item label={TEXT.chunks}>{count(table.chunks)}</Descriptions.Item>
        <Descriptions.Item label={TEXT.embeddedCount}>{count(table.embedded)}</Descriptions.Item>
        <Descriptions.Item label={TEXT.waiting}>{count(table.waiting)}</Descriptions.Item>
        <Descriptions.Item label={TEXT.noText}>{count(table.noText)}</Descriptions.Item>
        <Descriptions.Item label={TEXT.lastError}>
          {table.lastError ? <Typography.Text type="danger">{table.lastError}</Typography.Text> : TEXT.none}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The model, how searches find passages, where vectors live, the space searches use, the cached vectors. */
function IndexSummary({ status }: { status: LibraryIndexStatus }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={TEXT.embeddingModel}>{status.embeddingModel}</Descriptions.Item>
      <Descriptions.Item label={TEXT.searchMethod}>{TEXT.methods[status.searchMethod]}</Descriptions.Item>
      <Descriptions.Item label={TEXT.vectorStore}>{TEXT.stores[status.vectorStore]}</Descriptions.Item>
      <Descriptions.Item label={TEXT.activeSpace}>{status.active ? TEXT.space(status.active.model, status.active.width) : TEXT.noSpace}</Descriptions.Item>
      <Descriptions.Item label={TEXT.cachedVectors}>{count(status.cachedVectors)}</Descriptions.Item>
    </Descriptions>
  );
}

/** A model change re-embeds everything in the background: running (stoppable), stopped or failed. */
function BuildingNotice({ building }: { building: NonNullable<LibraryIndexStatus['building']> }) {
  const [stop, { isLoading }] = useStopEmbeddingMutation();
  const toast = useFormToast('library-index');
  const stopJob = async (jobId: string) => {
    try {
      await stop({ jobId, total: 0 }).unwrap();
      toast.info(TEXT.stopSent);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.stopFailed));
    }
  };
  const { model, state, jobId } = building;
  return (
    <Alert
      type={state === 'running' ? 'info' : state === 'failed' ? 'error' : 'warning'}
      showIcon
      title={TEXT.building[state](model)}
      action={
        state === 'running' && jobId ? (
          <Button size="small" danger loading={isLoading} onClick={() => void stopJob(jobId)}>
            {TEXT.stop}
          </Button>
        ) : undefined
      }
    />
  );
}

function ReembedButton() {
  const [reembed, { isLoading }] = useReembedLibraryMutation();
  const toast = useFormToast('library-index');
  const start = async () => {
    try {
      await reembed().unwrap();
      toast.success(TEXT.reembedStarted);
    } catch (error) {
      toast.error(TEXT.embeddingFailed(errorMessage(error, TEXT.reembedFailed)));
    }
  };
  return (
    <Popconfirm title={TEXT.reembedConfirm} okText={TEXT.reembedOk} cancelText={TEXT.cancel} onConfirm={() => void start()}>
      <Button loading={isLoading}>{TEXT.reembedAll}</Button>
    </Popconfirm>
  );
}
