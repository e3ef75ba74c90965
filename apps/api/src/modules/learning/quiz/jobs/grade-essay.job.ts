import { createHash } from 'node:crypto';
import { HttpException, Inject } from '@nestjs/common';
import {
  foldStream,
  GRADING_REPLY_SCHEMA,
  gradingMessage,
  readGradingReply,
  QUIZ_MESSAGES,
  quizAttemptDecider,
  quizAttemptStreamId,
  type EventStore,
  type QuizAttemptCommand,
} from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler, type AiJobPayload } from '../../../../platform/ai/ai-job.js';
import { AiCallError, type AiCallContext } from '../../../../platform/ai/ai.types.js';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { Job, type JobContext } from '../../../../platform/jobs/job.js';
import { GradingSetting } from '../grading-setting.js';

export const GRADE_ESSAY_JOB = 'grade-essay';
/** The grader's reply had no grade in it (spec 2 §5.1). */
export const UNREADABLE_GRADE = 'Không đọc được điểm (ĐIỂM: n/10) trong câu trả lời của AI chấm bài.';

/** One essay of one attempt, one request (`run`) of one text: the job id, so a double submit or a retried request grades once. */
export type GradeEssayPayload = AiJobPayload & {
  userId: string;
  quizId: number;
  attempt: number;
  index: number;
  run: number;
  /** The essay question (and the editor's expected answer): the text is read from the attempt when the job runs. */
  question: { question: string; expectedAnswer?: string };
};

const httpMessage = (error: HttpException): string => {
  const body = error.getResponse() as { message?: unknown } | string;
  return typeof body === 'string' ? body : String(body.message ?? error.message);
};

/** The text graded, in the job id: a short digest (the answer itself stays out of Redis keys). */
export const answerHash = (answer: string): string => createHash('sha256').update(answer).digest('hex').slice(0, 16);

/**
 * Attempt + essay + answer hash + run: a double click of the same answer finds the same job; a changed text or a new
 * run is another id. Runs never go back (the decider), so a finished run's id is never asked again: BullMQ would drop
 * such an add silently, leaving the grading pending.
 */
export const gradeEssayRequestId = (p: Pick<GradeEssayPayload, 'userId' | 'quizId' | 'attempt' | 'index' | 'run'>, answer: string) =>
  `${p.userId}.${p.quizId}.${p.attempt}.${p.index}.${answerHash(answer)}.${p.run}`;

/**
 * Grades one essay through the gateway (spec 2 §7.5, §9.1): the admins' prompt as the system message, the learner's
 * answer delimited and escaped in the user message, the grade read only from the reply's verdict. The result (or the
 * failure) is a command on the attempt's stream; a result for an attempt redone or a text changed since is dropped.
 */
@Job()
export class GradeEssayJob extends AiJobHandler<GradeEssayPayload, { grade: number } | null> {
  readonly name = GRADE_ESSAY_JOB;

  constructor(
    private readonly gateway: AiGateway,
    private readonly grading: GradingSetting,
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
  }

  protected async run(payload: GradeEssayPayload, job: JobContext, ai: AiCallContext): Promise<{ grade: number } | null> {
    const { userId, quizId, attempt, index, run } = payload;
    const { state } = await foldStream(this.store, quizAttemptDecider, quizAttemptStreamId(userId, quizId));
    const grading = state.gradings[index];
    const answer = state.essays[index];
    // Nothing to grade any more (redone, changed or graded meanwhile), or no setting to grade with: the unit reserved
    // for this grading when it was asked for (if any) goes back, no provider having been called.
    if (state.attempt !== attempt || grading?.run !== run || grading.state !== 'pending' || !answer) {
      await this.gateway.giveBack(payload.quota, 1);
      return null;
    }
    const setting = await this.grading.current().catch(async (error: unknown) => {
      await this.gateway.giveBack(payload.quota, 1);
      throw error;
    });
    const target = { userId, quizId, attempt, index, run };
    try {
      const reply = await this.gateway.generateText(
        { model: setting.model, system: setting.prompt, prompt: gradingMessage(payload.question, answer), jsonSchema: GRADING_REPLY_SCHEMA },
        { ...ai, template: { id: 'QUIZ_GRADING_SETTING', version: setting.version } },
      );
      // The score field of the structured reply; a reply off the schema is read by the text rule and held for review.
      const parsed = readGradingReply(reply.text);
      if (!parsed) {
        await this.record({ type: 'RecordEssayGradingFailure', data: { ...target, reason: UNREADABLE_GRADE, callId: reply.callId } }, payload, job);
        return null;
      }
      await this.record(
        {
          type: 'RecordEssayGrade',
          data: {
            ...target,
            answer,
            grade: parsed.grade,
            comment: parsed.comment,
            referenceEssay: parsed.referenceEssay,
            aiGrading: parsed.text,
            callId: reply.callId,
            model: reply.model,
            promptVersion: setting.version,
            structured: parsed.structured,
          },
        },
        payload,
        job,
      );
      return { grade: parsed.grade };
    } catch (error) {
      // Any failure is recorded (the learner is told, a retry asks again): the gateway's own words when it has them.
      // The provider's own words stay in the ledger; the learner reads the spec's message, or what to configure.
      const reason =
        error instanceof AiCallError && error.kind === 'not_configured' ? error.text : error instanceof HttpException ? httpMessage(error) : QUIZ_MESSAGES.singleGradingFailed;
      const callId = error instanceof AiCallError ? error.callId : null;
      await this.record({ type: 'RecordEssayGradingFailure', data: { ...target, reason, callId } }, payload, job);
      return null;
    }
  }

  private async record(command: QuizAttemptCommand, payload: GradeEssayPayload, job: JobContext): Promise<void> {
    const metadata = aiJobMetadata(payload, job, { jobAttempt: job.attempt });
    await this.commands.execute(new DeciderCommand(quizAttemptDecider, quizAttemptStreamId(payload.userId, payload.quizId), command, metadata), []);
  }
}
