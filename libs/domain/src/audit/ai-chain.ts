import { AUDIT_TYPE_GROUPS } from './audit-groups.js';

/** An event as the chain reads it: where it is in the log, who and when, its data. */
export type ChainEvent = { position: number; streamId: string; version: number; type: string; occurredAt: string; actorId: string | null; actorEmail: string | null; correlationId?: string; data: unknown };

/** What each link of an AI-made thing's chain is (issue 36 §3). */
export type ChainRole = 'asked' | 'config' | 'step' | 'call' | 'made' | 'edit' | 'approval';

export const CHAIN_ROLE_LABELS: Record<ChainRole, string> = {
  asked: 'Yêu cầu',
  config: 'Cấu hình đã dùng',
  step: 'Bước AI',
  call: 'Lượt gọi AI',
  made: 'Kết quả AI',
  edit: 'Chỉnh sửa sau đó',
  approval: 'Duyệt / xuất bản',
};

/** The events that are an AI-made thing (the log's 'ai' group, but the ledger's own record of a call). */
export const AI_MADE_TYPES: readonly string[] = AUDIT_TYPE_GROUPS.ai.types.filter((type) => type !== 'AiCallRecorded');
const REQUEST_TYPES = new Set(['GenerationRequested', 'ChatUserMessagePosted', 'EssayGradingRequested', 'QuizSubmitted', 'CaseCreationRequested']);
const APPROVAL_TYPES = new Set<string>(AUDIT_TYPE_GROUPS.approvals.types);
/** Keys that say which part of a stream an event is about (a message, an attempt's essay, a case): a later event of another part is not this thing's edit. */
const PART_KEYS = ['attempt', 'index', 'caseId', 'messageId'] as const;

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Every ledger call an event names: the values of its `callId` keys, at any depth. */
export function callIdsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((each) => callIdsIn(each, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'callId' && typeof inner === 'string' && inner && !found.includes(inner)) found.push(inner);
      else callIdsIn(inner, found);
    }
  }
  return found;
}

/** A stream and version the made thing was configured by (a flow config, a setting), or a prompt version alone. */
export type ChainConfig = { streamId: string | null; version: number | null; promptVersion: string | null };

export type ChainPlan = {
  made: ChainEvent;
  asked: ChainEvent | null;
  /** Events between the request and the result that made calls (a flow's steps), then the result itself. */
  steps: ChainEvent[];
  callIds: string[];
  configs: ChainConfig[];
  edits: ChainEvent[];
  approvals: ChainEvent[];
  /** Other streams of the chain: the AI batch a record's revision came from. */
  related: string[];
  /** Who asked, where only the result names them (a batch's or a queue's provenance). */
  requestedBy: { id: string | null; email: string | null } | null;
};

const samePart = (made: ChainEvent, other: ChainEvent) => {
  const [a, b] = [objectOf(made.data), objectOf(other.data)];
  return PART_KEYS.every((key) => !(key in a) || !(key in b) || a[key] === b[key]);
};

/** The request that led to the result: a chat answer's question, an essay's grading request, a case's request, a flow's run. */
function askedFor(before: ChainEvent[], made: ChainEvent): ChainEvent | null {
  const data = objectOf(made.data);
  if (made.type === 'ChatAnswerCompleted') return before.find((event) => event.type === 'ChatUserMessagePosted' && objectOf(event.data).messageId === data.parentId) ?? null;
  for (let i = before.length - 1; i >= 0; i--) if (REQUEST_TYPES.has(before[i].type) && samePart(made, before[i])) return before[i];
  return null;
}

function configsOf(events: ChainEvent[]): ChainConfig[] {
  const configs: ChainConfig[] = [];
  for (const event of events) {
    const data = objectOf(event.data);
    const provenance = objectOf(data.provenance);
    const flow = objectOf(data.flow);
    if (typeof flow.id === 'number' && typeof flow.version === 'number') configs.push({ streamId: `studio-flow-config-${flow.id}`, version: flow.version, promptVersion: null });
    if (typeof data.AIGenConfigId === 'number' && typeof data.flowVersion === 'number') configs.push({ streamId: `studio-flow-config-${data.AIGenConfigId}`, version: data.flowVersion, promptVersion: null });
    if (typeof data.settingVersion === 'number') configs.push({ streamId: 'setting-ai_settings_for_user', version: data.settingVersion, promptVersion: typeof data.promptVersion === 'string' ? data.promptVersion : null });
    else if (typeof data.promptVersion === 'string' || typeof provenance.promptVersion === 'string') {
      configs.push({ streamId: null, version: null, promptVersion: String(data.promptVersion ?? provenance.promptVersion) });
    }
  }
  return configs.filter((config, index) => configs.findIndex((other) => other.streamId === config.streamId && other.version === config.version && other.promptVersion === config.promptVersion) === index);
}

/** Which AI-made event of a stream: the one at a position, or the latest of a part (a chat message, an attempt's essay). */
export type ChainTarget = { position?: number; part?: Partial<Record<(typeof PART_KEYS)[number], string | number>> };

const ofPart = (event: ChainEvent, part: ChainTarget['part'] = {}) => {
  const data = objectOf(event.data);
  return Object.entries(part).every(([key, value]) => value === undefined || String(data[key]) === String(value));
};

/**
 * The chain of the AI-made event at `position` in a stream (or its latest one, of a part when named): who asked, the
 * configuration, the steps and their calls, what was edited after it and who approved it. Null when the stream holds
 * no AI-made event there.
 */
export function planChain(events: readonly ChainEvent[], target: ChainTarget = {}): ChainPlan | null {
  const { position, part } = target;
  const made =
    position === undefined
      ? [...events].reverse().find((event) => AI_MADE_TYPES.includes(event.type) && ofPart(event, part))
      : events.find((event) => event.position === position && AI_MADE_TYPES.includes(event.type));
  if (!made) return null;
  const index = events.indexOf(made);
  const before = events.slice(0, index);
  const asked = askedFor(before, made);
  const from = asked ? events.indexOf(asked) + 1 : index;
  const steps = events.slice(from, index + 1).filter((event) => samePart(made, event) && (event === made || callIdsIn(event.data).length > 0));
  const later = events.slice(index + 1).filter((event) => samePart(made, event) && !REQUEST_TYPES.has(event.type));
  const provenance = objectOf(objectOf(made.data).provenance);
  const requested = objectOf(provenance.requestedBy);
  return {
    made,
    asked,
    steps,
    callIds: callIdsIn(steps.map((event) => event.data)),
    configs: configsOf([...(asked ? [asked] : []), ...before.filter((event) => event.type === 'GenerationRecorded'), made]),
    edits: later.filter((event) => !APPROVAL_TYPES.has(event.type)),
    approvals: later.filter((event) => APPROVAL_TYPES.has(event.type)),
    related: typeof provenance.batchId === 'string' ? [`content-ai-batch-${provenance.batchId}`] : [],
    requestedBy: 'requestedBy' in provenance ? { id: (requested.id as string | null) ?? null, email: (requested.email as string | null) ?? null } : null,
  };
}
