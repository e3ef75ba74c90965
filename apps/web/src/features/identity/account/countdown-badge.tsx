import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { validityTone, type AccountValidity } from '@k9/domain/identity/rules/account-validity';
import { ACCOUNT_TEXT } from './account.messages';
import { formatDuration } from './format-duration';

const TONE_COLOURS = { critical: 'red', soon: 'orange', month: 'gold', long: 'green' } as const;

/** The account's remaining time (spec 2 §2.11), coloured at 1, 7 and 30 days. */
export function CountdownBadge({ validity }: { validity: AccountValidity }) {
  if (validity.state === 'admin') return <Tag icon={<ClockCircleOutlined />} color="blue">{ACCOUNT_TEXT.unlimited}</Tag>;
  if (validity.remainingMs !== null) {
    return (
      <Tag icon={<ClockCircleOutlined />} color={TONE_COLOURS[validityTone(validity.remainingMs)]} data-testid="countdown-badge">
        {ACCOUNT_TEXT.remaining}: {formatDuration(validity.remainingMs)}
      </Tag>
    );
  }
  if (validity.startsInMs !== null) return <Tag icon={<ClockCircleOutlined />}>{ACCOUNT_TEXT.startsIn} {formatDuration(validity.startsInMs)}</Tag>;
  return <Tag icon={<ClockCircleOutlined />} color="red">{ACCOUNT_TEXT.lockTitles[validity.state]}</Tag>;
}
