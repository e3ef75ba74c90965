import type { AiProviderStatus } from '@k9/contracts';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import { errorMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useAiProvidersQuery, useTestAiProviderMutation } from '../../ai.api';
import { AI_ADMIN_TEXT } from '../ai-admin.messages';
import { StreamTrialCard } from './stream-trial-card';
import { LoadFailure } from '../../../../app/load-failure';

const TEXT = AI_ADMIN_TEXT.providers;

/** Which providers the server has keys for (never the keys), and a small real call to each. */
export function ProvidersPanel() {
  const { data = [], isLoading, error, refetch } = useAiProvidersQuery();
  const [test, { isLoading: testing, originalArgs }] = useTestAiProviderMutation();
  const toast = useFormToast('ai-provider-test');
  const run = async (provider: string) => {
    try {
      const result = await test(provider).unwrap();
      if (result.ok) toast.success(TEXT.testOk(result.model, result.latencyMs));
      else toast.error(result.message);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.testFailed));
    }
  };
  return (
    <>
      <Alert type="info" showIcon title={TEXT.hint} style={{ marginBottom: 16 }} />
      {error ? <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} /> : null}
      <Table<AiProviderStatus>
        rowKey="provider"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        scroll={{ x: 720 }}
        columns={[
          { title: TEXT.provider, dataIndex: 'label' },
          {
            title: TEXT.status,
            render: (_, row) => (row.configured ? <Tag color="green">{TEXT.configured}</Tag> : <Tag color="orange">{TEXT.notConfigured}</Tag>),
          },
          { title: TEXT.variables, render: (_, row) => row.variables.map((name) => <Typography.Text code key={name}>{name}</Typography.Text>) },
          { title: TEXT.baseUrl, render: (_, row) => row.baseUrl ?? '—' },
          {
            title: '',
            render: (_, row) => (
              <Button onClick={() => void run(row.provider)} loading={testing && originalArgs === row.provider} aria-label={`${TEXT.test} ${row.label}`}>
                {TEXT.test}
              </Button>
            ),
          },
        ]}
      />
      <StreamTrialCard />
    </>
  );
}
