/** The contact e-mail's queue and job (BullMQ ids are `send-contact-email.<requestId>`). */
export const CONTACT_QUEUE = 'contact-email';
export const SEND_CONTACT_EMAIL_JOB = 'send-contact-email';
