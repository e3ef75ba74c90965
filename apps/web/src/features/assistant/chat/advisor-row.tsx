import type { AdvisorSummary } from '@k9/domain';
import { Radio, Tag, Tooltip } from 'antd';
import { CHAT_TEXT as T } from '../assistant.messages';

/** The advisor/pipeline button row (spec 2 §2.9): what a learner may choose, redacted (name, description, web search). */
export function AdvisorRow({ advisors, selected, onChange }: { advisors: readonly AdvisorSummary[]; selected: string; onChange: (key: string) => void }) {
  return (
    <Radio.Group aria-label={T.advisorLabel} value={selected} optionType="button" buttonStyle="solid" size="small" onChange={(event) => onChange(String(event.target.value))} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {advisors.map((advisor) => (
        <Tooltip key={advisor.key} title={advisor.description || undefined}>
          <Radio.Button value={advisor.key} data-advisor={advisor.key}>
            {advisor.name}
            {advisor.isPipeline ? <Tag style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>{T.pipelineTag}</Tag> : null}
            {advisor.enableWebsearch ? <Tag style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>{T.webSearchTag}</Tag> : null}
          </Radio.Button>
        </Tooltip>
      ))}
    </Radio.Group>
  );
}
