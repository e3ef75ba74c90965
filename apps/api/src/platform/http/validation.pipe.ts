import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

const INVALID = 'Dữ liệu không hợp lệ.';
const NOT_DECIMAL = 'Tham số không hợp lệ: cần một số viết ở hệ thập phân.';
/** How a number is written in a path or a query: no 0x10, 1e1, +1, 016, spaces or empty string. */
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

// Only the contracts' Vietnamese messages are shown: class-validator's English defaults are dismissed (an empty
// message), and so are the fixed texts for a body that is not an object: class-validator's ('unknownValue') and
// Nest's, for an array or a primitive sent to a DTO whose fields are all optional ('Validation failed (object is expected)').
const FRAMEWORK_TEXT = /^Validation failed/;
const messagesOf = (errors: ValidationError[]): string[] =>
  errors.flatMap((error) => [
    ...Object.entries(error.constraints ?? {}).map(([type, message]) => (type === 'unknownValue' || !message || FRAMEWORK_TEXT.test(message) ? INVALID : message)),
    ...messagesOf(error.children ?? []),
  ]);

/** Nest converts a `number` path or query parameter with `+value`, which also reads '0x10' as 16: only decimals are numbers here. */
class ContractsValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && metadata.data && typeof value === 'string' && !DECIMAL.test(value)) {
      throw new BadRequestException({ statusCode: 400, message: NOT_DECIMAL, code: 'VALIDATION' });
    }
    return super.transformPrimitive(value, metadata);
  }
}

/** Validates DTOs from libs/contracts; the first Vietnamese message is `message`, all of them are `errors`. */
export const validationPipe = () =>
  new ContractsValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    dismissDefaultMessages: true,
    exceptionFactory: (errors) => {
      const messages = messagesOf(errors);
      return new BadRequestException({ statusCode: 400, message: messages[0] ?? INVALID, code: 'VALIDATION', errors: messages });
    },
  });
