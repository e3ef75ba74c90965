import type { Type } from '@nestjs/common';
import { JobHandler } from './job.js';
import type { QueueSettings } from './jobs.options.js';

export class JobRegistrationError extends Error {}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every job handler of the app, by class and by queue + name; built once at boot. */
export class JobRegistry {
  private readonly byClass = new Map<object, JobHandler<unknown, unknown>>();
  private readonly byQueue = new Map<string, Map<string, JobHandler<unknown, unknown>>>();

  /** Throws when a handler is malformed or two handlers claim the same queue and name. */
  constructor(handlers: Iterable<JobHandler<unknown, unknown>>) {
    for (const handler of handlers) {
      const className = handler.constructor.name;
      if (!(handler instanceof JobHandler)) throw new JobRegistrationError(`${className} is marked @Job() but does not extend JobHandler`);
      for (const [field, value] of [['queue', handler.queue], ['name', handler.name]] as const) {
        if (typeof value !== 'string' || !KEBAB.test(value)) {
          throw new JobRegistrationError(`${className}.${field} must be kebab-case (a-z, 0-9, -), got ${JSON.stringify(value)}`);
        }
      }
      if (!Number.isInteger(handler.attempts) || handler.attempts < 1) throw new JobRegistrationError(`${className}.attempts must be an integer >= 1`);
      if (handler.schedule && (!Number.isInteger(handler.schedule.everyMs) || handler.schedule.everyMs < 1000)) {
        throw new JobRegistrationError(`${className}.schedule.everyMs must be an integer >= 1000`);
      }
      const names = this.byQueue.get(handler.queue) ?? new Map<string, JobHandler<unknown, unknown>>();
      const existing = names.get(handler.name);
      if (existing) {
        throw new JobRegistrationError(
          `Job "${handler.name}" in queue "${handler.queue}" has two handlers: ${existing.constructor.name} and ${className}. ` +
            'Each job name needs exactly one handler: rename one or register the class in one module only.',
        );
      }
      names.set(handler.name, handler);
      this.byQueue.set(handler.queue, names);
      this.byClass.set(handler.constructor, handler);
    }
  }

  queueNames(): string[] {
    return [...this.byQueue.keys()];
  }

  /** The handlers that run on a schedule. */
  scheduled(): JobHandler<unknown, unknown>[] {
    return [...this.byClass.values()].filter((handler) => handler.schedule);
  }

  /** The queue's defaults as its handlers declare them (later handlers' values win). */
  settingsOf(queue: string): QueueSettings {
    return Object.assign({}, ...[...(this.byQueue.get(queue)?.values() ?? [])].map((handler) => handler.queueSettings ?? {})) as QueueSettings;
  }

  hasQueue(queue: string): boolean {
    return this.byQueue.has(queue);
  }

  find(queue: string, name: string): JobHandler<unknown, unknown> | undefined {
    return this.byQueue.get(queue)?.get(name);
  }

  /** The instance for a handler class; throws when the class was never registered as a provider. */
  forClass<P, R>(handlerClass: Type<JobHandler<P, R>>): JobHandler<P, R> {
    const handler = this.byClass.get(handlerClass);
    if (!handler) {
      throw new JobRegistrationError(`${handlerClass.name} is not a registered job: mark it @Job() and list it in a module's providers`);
    }
    return handler as JobHandler<P, R>;
  }
}

/** BullMQ ids cannot contain ':' and the name prefix keeps two job types apart; the escape keeps ids distinct. */
export const bullJobId = (name: string, key: string): string => {
  if (typeof key !== 'string' || key === '') throw new JobRegistrationError(`Job "${name}": jobId(payload) must return a non-empty string`);
  return `${name}.${key.replace(/%/g, '%25').replace(/:/g, '%3A')}`;
};
