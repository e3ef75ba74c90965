import { describe, expect, it } from '@jest/globals';
import { JobHandler, jobKey } from './job.js';
import { bullJobId, JobRegistry } from './job-registry.js';

class Handler extends JobHandler<{ id: string }> {
  constructor(
    readonly queue: string,
    readonly name: string,
  ) {
    super();
  }
  jobId(payload: { id: string }) {
    return payload.id;
  }
  async handle() {}
}
class OtherHandler extends Handler {}

describe('JobRegistry', () => {
  it('finds handlers by queue + name and by class', () => {
    const grade = new Handler('ai', 'grade-essay');
    const registry = new JobRegistry([grade, new OtherHandler('media', 'generate-image')]);
    expect(registry.queueNames()).toEqual(['ai', 'media']);
    expect(registry.find('ai', 'grade-essay')).toBe(grade);
    expect(registry.find('ai', 'generate-image')).toBeUndefined();
    expect(registry.forClass(Handler)).toBe(grade);
  });

  it("gives a queue the settings its handlers declare (JobsModule's option overrides them)", () => {
    class Concurrent extends Handler {
      override readonly queueSettings = { concurrency: 4 };
    }
    const registry = new JobRegistry([new Concurrent('ai', 'text-run'), new Handler('ai', 'grade-essay'), new Handler('media', 'generate-image')]);
    expect(registry.settingsOf('ai')).toEqual({ concurrency: 4 });
    expect(registry.settingsOf('media')).toEqual({});
  });

  it('refuses two handlers for one queue + name, naming both', () => {
    expect(() => new JobRegistry([new Handler('ai', 'grade-essay'), new OtherHandler('ai', 'grade-essay')])).toThrow(
      'Job "grade-essay" in queue "ai" has two handlers: Handler and OtherHandler',
    );
  });

  it('refuses names that are not kebab-case', () => {
    expect(() => new JobRegistry([new Handler('ai:x', 'grade')])).toThrow('Handler.queue must be kebab-case');
    expect(() => new JobRegistry([new Handler('ai', 'Grade Essay')])).toThrow('Handler.name must be kebab-case');
  });

  it('defaults to 3 attempts with the 800 ms doubling backoff of DESIGN §6', () => {
    const handler = new Handler('ai', 'grade-essay');
    expect(handler.attempts).toBe(3);
    expect(handler.backoff).toEqual({ type: 'exponential', delay: 800 });
  });
});

describe('job ids', () => {
  it('prefix the job name and keep ids BullMQ accepts and distinct', () => {
    expect(bullJobId('grade-essay', '42')).toBe('grade-essay.42');
    expect(bullJobId('grade-essay', 'lesson:1')).toBe('grade-essay.lesson%3A1');
    expect(bullJobId('grade-essay', 'lesson%3A1')).not.toBe(bullJobId('grade-essay', 'lesson:1'));
    expect(() => bullJobId('grade-essay', '')).toThrow('must return a non-empty string');
  });

  it('jobKey is the same for the same value whatever the key order', () => {
    expect(jobKey({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(jobKey({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(jobKey({ a: 1 })).not.toBe(jobKey({ a: 2 }));
  });
});
