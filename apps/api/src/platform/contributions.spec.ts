import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { CONTEXTS } from '../contexts.js';
import { CONTENT_LIST_FILTERS } from '../modules/content/content-list-extensions.js';
import { SETTINGS } from '../modules/site/setting-table.js';
import { FILE_CLAIMS } from '../modules/storage/file-claims.js';
import { benchSuitesOf } from './benches.js';
import { Contributions } from './contributions.js';
import { SettingCatalogue } from '@k9/domain';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe("the product's switchboards, assembled from the contexts' declarations", () => {
  const contributions = Contributions.of(CONTEXTS);
  const catalogue = new SettingCatalogue(contributions.to(SETTINGS));
  const learner = { id: 'u1', isAdmin: false };
  const admin = { id: 'a1', isAdmin: true };

  it('knows every setting type of spec 1 §3, spec 2 §7.6 and §9.6 and spec 3 §3, once each', () => {
    expect(catalogue.types.sort()).toEqual(
      [
        'homepage_content', 'homepage_images', 'GUIDELINE_SETTING', 'ZALO_INFO', 'TAG4_OPTIONS', 'header_background', 'TAG1_OPTIONS', 'TAG2_OPTIONS', 'TAG3_OPTIONS',
        'BACKGROUND_AUDIO', 'REPORT_OVERVIEW', 'TEMPLATE_AI_SETTING', 'ai_settings_for_user', 'prompt_settings', 'QUIZ_GRADING_SETTING', 'ADVISOR_SETTING',
        'AI_PIPELINE_SETTING', 'VOICE_GENERATION_CONFIG', 'IMAGE_GENERATION_CONFIG', 'DIAGRAM_GENERATION_CONFIG', 'LIBRARY_SEARCH_SETTING', 'OCR_SETTING', 'THESIS_SETTING',
      ].sort(),
    );
  });

  it('serves without a session exactly the public site settings, and keeps own values for two types', () => {
    expect(catalogue.publicTypes.sort()).toEqual(['GUIDELINE_SETTING', 'TAG4_OPTIONS', 'ZALO_INFO', 'header_background', 'homepage_content', 'homepage_images']);
    expect(catalogue.personalTypes.sort()).toEqual(['TEMPLATE_AI_SETTING', 'header_background']);
  });

  it('keeps prompts and AI configuration from learners, and tells them only whether the case builder is configured', () => {
    for (const type of ['prompt_settings', 'QUIZ_GRADING_SETTING', 'ADVISOR_SETTING', 'AI_PIPELINE_SETTING', 'VOICE_GENERATION_CONFIG', 'IMAGE_GENERATION_CONFIG', 'DIAGRAM_GENERATION_CONFIG']) {
      expect([type, catalogue.sharedReadOf(type, learner), catalogue.sharedReadOf(type, admin)]).toEqual([type, 'refused', 'full']);
    }
    expect(catalogue.sharedReadOf('ai_settings_for_user', learner)).toBe('whether-configured');
    expect(catalogue.entryEventTypes).toEqual(['PromptTemplateAdded', 'PromptTemplateChanged', 'PromptTemplateRemoved']);
  });

  it('claims the files named by the events of settings, library records, AI summaries, the studio, market rows and the content AI queues', () => {
    expect(contributions.to(FILE_CLAIMS).sort()).toEqual(
      ['SettingSaved', 'AiSummaryCreated', 'AiSummaryEdited', 'ContentCreated', 'ContentImported', 'ContentEdited', 'ContentMediaAttached', 'GenerationStepCompleted', 'GenerationCompleted', 'GenerationRecorded', 'AudioAttached', 'ContentAiMediaGenerated', 'MarketRowsImported', 'MarketRowEdited'].sort(),
    );
  });

  it("filters the content list with the learner's marks and quiz status", () => {
    expect(contributions.to(CONTENT_LIST_FILTERS).map((filter) => filter.name)).toEqual(['learning-marks', 'learning-quiz']);
  });
});

describe('the bench groups', () => {
  it("are the platform's and those the contexts declare, in the order npm run bench has always run them", () => {
    expect(benchSuitesOf(CONTEXTS).map((suite) => suite.name)).toEqual(['event-store', 'api', 'rebuild', 'instances', 'audit', 'content', 'management-table', 'content-import', 'ai', 'content-ai', 'index', 'studio', 'quiz', 'market', 'ocr', 'assistant', 'ws-fanout', 'web']);
  });

  it('each name a module in bench/ that exports its function', async () => {
    for (const suite of benchSuitesOf(CONTEXTS)) {
      const source = readFileSync(join(ROOT, suite.module), 'utf8');
      expect([suite.name, source]).toEqual([suite.name, expect.stringMatching(new RegExp(`export async function ${suite.run}\\(`))]);
    }
  });
});
