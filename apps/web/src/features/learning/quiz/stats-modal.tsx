import type { QuizStats } from '@k9/contracts';
import { Empty, List, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { relativeTime } from '../areas/shared/relative-time';
import { BADGE_COLORS } from './badges';
import { quizBadge } from '@k9/domain/learning/quiz/rules/quiz-badges';
import { scoreText, statsChips, STATS_TEXT as T, typeName, typeRow } from './stats-text';

/**
 * Personal statistics on a phone (spec 2 §2.3; issue 14 §3): the header chips' figures, a row per content type and the
 * recent attempts with their scores and how long ago.
 */
export function StatsModal({ stats, programLabel, onClose }: { stats: QuizStats; programLabel: string; onClose: () => void }) {
  // 'How long ago' as of when the modal opened (it is mounted on opening).
  const [now] = useState(() => Date.now());
  return (
    <Modal open title={T.title} footer={null} onCancel={onClose} width={520}>
      <div style={{ display: 'grid', gap: 16 }}>
        <Typography.Text type="secondary">{T.scope(programLabel)}</Typography.Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {statsChips(stats).map((text) => (
            <Tag key={text} color="blue" style={{ fontSize: 14, padding: '2px 8px' }}>
              {text}
            </Tag>
          ))}
        </div>
        <section aria-label={T.byType}>
          <Typography.Title level={5}>{T.byType}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="name"
            dataSource={stats.byType.map(typeRow)}
            columns={[
              { title: T.type, dataIndex: 'name' },
              { title: T.done, dataIndex: 'done', align: 'right' },
              { title: T.passed, dataIndex: 'passed', align: 'right' },
              { title: T.average, dataIndex: 'average', align: 'right' },
            ]}
          />
        </section>
        <section aria-label={T.recent}>
          <Typography.Title level={5}>{T.recent}</Typography.Title>
          {stats.recent.length ? (
            <List
              size="small"
              dataSource={stats.recent}
              renderItem={(attempt) => (
                <List.Item key={`${attempt.quizId}-${attempt.submittedAt}`}>
                  <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
                    <span style={{ overflowWrap: 'anywhere' }}>{attempt.questionName}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${typeName(attempt.questionType)} · ${relativeTime(attempt.submittedAt, now)}`}</Typography.Text>
                  </div>
                  <Tag color={BADGE_COLORS[quizBadge(true, attempt.score, 'passFail').kind]}>{scoreText(attempt.score)}</Tag>
                </List.Item>
              )}
            />
          ) : (
            <Empty description={T.noRecent} />
          )}
        </section>
      </div>
    </Modal>
  );
}
