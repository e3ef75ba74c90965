export * from './contact.messages.js';
export * from './contact-request.events.js';
export * from './contact-request.commands.js';
export * from './contact-request.decider.js';
export * from './rules/contact-fields.js';
export * from './rules/contact-email.js';
