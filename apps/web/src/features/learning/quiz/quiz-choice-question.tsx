import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { LearnerQuizQuestion, QuizLetter } from '@k9/domain';
import { Radio } from 'antd';
import styles from './quiz-block.module.css';
import { optionLetters, optionTone } from './quiz-block.rules';
import { QUIZ_TEXT as T } from './quiz.messages';

type Props = {
  index: number;
  question: LearnerQuizQuestion;
  chosen: QuizLetter | undefined;
  /** Known once submitted: the correct letter and the explanation. */
  correct: QuizLetter | undefined;
  explanation: string | undefined;
  locked: boolean;
  onChoose: (letter: QuizLetter) => void;
};

/** One multiple-choice question: a radio per option letter; once submitted, correct green, a wrong choice red, the explanation. */
export function QuizChoiceQuestion({ index, question, chosen, correct, explanation, locked, onChoose }: Props) {
  const label = T.question(index);
  return (
    <fieldset className={styles.question}>
      <legend className={styles.questionText}>{`${label}: ${question.question}`}</legend>
      <Radio.Group aria-label={label} className={styles.options} value={chosen ?? null} disabled={locked} onChange={(event) => onChoose(event.target.value as QuizLetter)}>
        {optionLetters(question.options).map((letter) => {
          const tone = optionTone(letter, chosen, correct);
          return (
            <Radio key={letter} value={letter} className={[styles.option, tone === 'correct' ? styles.correct : '', tone === 'wrong' ? styles.wrong : ''].join(' ')}>
              <span data-letter={letter} data-tone={tone}>
                {`${letter}. ${question.options[letter]}`}
                {tone === 'correct' ? <CheckCircleFilled className={styles.mark} style={{ color: '#52c41a' }} aria-label={T.correctOption} role="img" /> : null}
                {tone === 'wrong' ? <CloseCircleFilled className={styles.mark} style={{ color: '#ff4d4f' }} aria-label={T.wrongOption} role="img" /> : null}
              </span>
            </Radio>
          );
        })}
      </Radio.Group>
      {locked && explanation ? <div className={styles.explanation}>{`${T.explanation}: ${explanation}`}</div> : null}
    </fieldset>
  );
}
