import { Segmented, Tooltip } from 'antd';
import { FILTER_TEXT as T } from './reading-area.messages';

/** The quiz status filter (all / completed / incomplete) has a place until quiz scores land (the quiz issue). */
export function QuizStatusPlaceholder() {
  return (
    <Tooltip title={T.quizPending}>
      <span>
        <Segmented aria-label={T.quizLabel} disabled value="all" options={(['all', 'completed', 'incomplete'] as const).map((value) => ({ value, label: T.quiz[value] }))} />
      </span>
    </Tooltip>
  );
}
