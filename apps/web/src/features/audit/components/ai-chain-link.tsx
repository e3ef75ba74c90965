import { Link } from 'react-router-dom';
import { auditChainPath } from '../audit.context';
import { AUDIT_TEXT } from '../audit.messages';

type Props = {
  streamId: string;
  /** The AI-made event's position; without it, the stream's latest AI-made thing (of `part` when given). */
  position?: number;
  part?: { messageId?: string; attempt?: number; index?: number };
};

/** 'Chuỗi AI' from a record's own screen to the chain behind what AI made there (issue 36 §3). */
export function AiChainLink({ streamId, position, part = {} }: Props) {
  const extra = Object.entries(part)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `&${key}=${encodeURIComponent(String(value))}`)
    .join('');
  return <Link to={`${auditChainPath(streamId, position)}${extra}`}>{AUDIT_TEXT.chain}</Link>;
}
