import { Injectable } from '@nestjs/common';
import { answerModelOf, ASSISTANT_MESSAGES as M, chatAdvisorsOf, findAdvisor, type ChatAdvisor } from '@k9/domain';
import { AiDefaults } from '../ai/ai-defaults.js';
import { SettingsRepository } from '../site/settings.repository.js';
import { unprocessable } from './assistant-http.js';

/** A step with the model that will answer it. */
export type PlannedStep = ChatAdvisor['steps'][number] & { model: string };
export type ChatPlan = { advisor: ChatAdvisor; steps: PlannedStep[] };

/** The advisors and pipelines admins saved (ADVISOR_SETTING, AI_PIPELINE_SETTING), and which model answers each step. */
@Injectable()
export class ChatAdvisors {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly defaults: AiDefaults,
  ) {}

  async list(): Promise<ChatAdvisor[]> {
    const [advisors, pipelines] = await Promise.all([this.settings.find('ADVISOR_SETTING', null), this.settings.find('AI_PIPELINE_SETTING', null)]);
    return chatAdvisorsOf(advisors.setting, pipelines.setting);
  }

  /**
   * The advisor by key (none: the first) with each step's model: the step's own, else the session's when admins let
   * learners use it (a text model that is not hidden; admins any text model), else the default text model. An unknown
   * advisor or a model that is unknown or not configured: 422 in Vietnamese, before anything is stored.
   */
  async plan(advisorKey: string | null | undefined, sessionModel: string | null, isAdmin: boolean): Promise<ChatPlan> {
    const advisor = findAdvisor(await this.list(), advisorKey);
    if (!advisor) throw unprocessable('CHAT_ADVISOR_UNKNOWN', M.advisorUnknown(String(advisorKey)));
    const models = await this.defaults.models();
    const usable = (id: string | null) => models.find((model) => model.id === id && model.kind === 'text' && model.configured);
    const sessionAllowed = !!sessionModel && !!usable(sessionModel) && (isAdmin || !usable(sessionModel)!.hidden);
    const fallback = await this.defaults.model('chat');
    const steps = advisor.steps.map((step) => {
      const model = answerModelOf(step.model, sessionModel, sessionAllowed, fallback);
      if (!usable(model)) throw unprocessable('CHAT_MODEL_UNAVAILABLE', M.modelUnavailable(model));
      return { ...step, model };
    });
    return { advisor, steps };
  }
}
