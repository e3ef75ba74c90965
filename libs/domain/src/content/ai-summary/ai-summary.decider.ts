import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { AiSummaryCommand, CreateAiSummary, EditAiSummary } from './ai-summary.commands.js';
import type { AiSummaryEvent } from './ai-summary.events.js';
import { AI_SUMMARY_MESSAGES } from './ai-summary.messages.js';
import { validAiSummaryFields, type AiSummaryFields } from './rules/ai-summary-fields.js';

export type AiSummaryState = { status: 'none' } | { status: 'active'; summaryId: number; fields: AiSummaryFields } | { status: 'deleted' };

/** One stream per report: `ai-summary-<id>`, numeric ids from a sequence (lists sort by id descending). */
export const aiSummaryStreamId = (summaryId: number) => `ai-summary-${summaryId}`;

const FIELD_NAMES = ['info', 'summary1', 'summary2', 'category', 'status', 'tables', 'fileUrls'] as const satisfies ReadonlyArray<keyof AiSummaryFields>;

const notFound = () => new DomainError('AI_SUMMARY_NOT_FOUND', AI_SUMMARY_MESSAGES.notFound, 'not_found');

// Key order does not make a change: info is JSON as the client sent it.
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const create = ({ data }: CreateAiSummary, state: AiSummaryState): AiSummaryEvent[] => {
  if (state.status !== 'none') throw new DomainError('AI_SUMMARY_EXISTS', AI_SUMMARY_MESSAGES.exists, 'conflict');
  const fields = validAiSummaryFields(data.fields, data.year);
  return [{ type: 'AiSummaryCreated', data: { summaryId: data.summaryId, provenance: data.provenance, ...fields } }];
};

const edit = ({ data }: EditAiSummary, state: AiSummaryState): AiSummaryEvent[] => {
  if (state.status !== 'active' || state.summaryId !== data.summaryId) throw notFound();
  const sent = Object.fromEntries(Object.entries(data.fields).filter(([key, value]) => (FIELD_NAMES as readonly string[]).includes(key) && value !== undefined));
  const next = validAiSummaryFields({ ...state.fields, ...sent }, data.year, state.fields);
  const changes: Partial<AiSummaryFields> = {};
  for (const name of FIELD_NAMES) if (!same(next[name], state.fields[name])) Object.assign(changes, { [name]: next[name] });
  return Object.keys(changes).length === 0 ? [] : [{ type: 'AiSummaryEdited', data: { summaryId: data.summaryId, changes } }];
};

export const aiSummaryDecider: Decider<AiSummaryCommand, AiSummaryEvent, AiSummaryState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AiSummaryCreated': {
        const { summaryId, provenance: _provenance, ...fields } = event.data;
        return { status: 'active', summaryId, fields };
      }
      case 'AiSummaryEdited':
        return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'AiSummaryDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateAiSummary':
        return create(command, state);
      case 'EditAiSummary':
        return edit(command, state);
      case 'DeleteAiSummary':
        if (state.status !== 'active') throw notFound();
        return [{ type: 'AiSummaryDeleted', data: { summaryId: command.data.summaryId } }];
      default:
        return assertNever(command);
    }
  },
};
