import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

const messagesOf = (errors: ValidationError[]): string[] =>
  errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messagesOf(error.children ?? [])]);

/** Validates DTOs from libs/contracts; the first Vietnamese message is `message`, all of them are `errors`. */
export const validationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const messages = messagesOf(errors);
      return new BadRequestException({ statusCode: 400, message: messages[0] ?? 'Dữ liệu không hợp lệ.', code: 'VALIDATION', errors: messages });
    },
  });
