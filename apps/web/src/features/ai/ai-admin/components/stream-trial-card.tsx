import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useAiModelsQuery, useAiRunQuery, useStartAiRunMutation, useStopAiJobMutation } from '../../ai.api';
import { startRunStream } from '../../ai-run-stream';
import { modelOptions } from '../../model-options';
import { AI_ADMIN_TEXT } from '../ai-admin.messages';

const TEXT = AI_ADMIN_TEXT.trial;

/** A streamed text run as a job, watched as it arrives over /ws (the same way feature screens follow theirs). */
export function StreamTrialCard() {
  const { data } = useAiModelsQuery();
  const [model, setModel] = useState<string | undefined>(undefined);
  const [prompt, setPrompt] = useState('');
  const [run, setRun] = useState<{ runId: string; jobId: string; queue: string } | null>(null);
  const [start, { isLoading }] = useStartAiRunMutation();
  const [stop] = useStopAiJobMutation();
  const { data: followed } = useAiRunQuery(run?.runId ?? skipToken);
  // Until its first read answers, a run just started shows as running with no text yet.
  const stream = run ? (followed?.runId === run.runId ? followed : startRunStream(run.runId)) : null;
  const toast = useFormToast('ai-stream-trial');
  // The server's default for text (a model whose provider is configured) until the admin picks one.
  const chosen = model ?? data?.defaults.chat;
  const submit = async () => {
    if (!chosen || !prompt.trim()) return;
    try {
      setRun(await start({ runId: crypto.randomUUID(), prompt, model: chosen }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, TEXT.failed));
    }
  };
  const running = stream?.state === 'running' && !!run;
  return (
    <Card size="small" title={TEXT.title} style={{ marginTop: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select aria-label={TEXT.model} value={chosen} onChange={setModel} options={modelOptions(data?.models ?? [], 'text')} style={{ width: 320, maxWidth: '100%' }} />
        <Input.TextArea aria-label={TEXT.prompt} placeholder={TEXT.prompt} value={prompt} onChange={(event) => setPrompt(event.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={100_000} />
        <Space>
          <Button type="primary" onClick={() => void submit()} loading={isLoading} disabled={!prompt.trim() || running}>
            {TEXT.run}
          </Button>
          {running ? (
            <Button danger onClick={() => void stop({ queue: run.queue, jobId: run.jobId })}>
              {AI_ADMIN_TEXT.queues.stop}
            </Button>
          ) : null}
          {stream ? <Tag color={stream.state === 'ok' ? 'green' : stream.state === 'running' ? 'blue' : 'red'}>{TEXT.states[stream.state]}</Tag> : null}
        </Space>
        {/* Model output is untrusted: shown as plain text, never as HTML. */}
        {stream ? (
          <Typography.Paragraph data-testid="stream-output" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {stream.error ?? stream.text}
          </Typography.Paragraph>
        ) : null}
      </Space>
    </Card>
  );
}
