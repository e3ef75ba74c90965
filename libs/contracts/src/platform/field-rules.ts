import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/**
 * Property decorators as one, applied as if written one above the other (the last one first), so that the checks run
 * in the same order and the first failing one gives the message.
 */
export function allOf(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/** These checks, for a field that may also be left out. */
export const optional = (...decorators: PropertyDecorator[]): PropertyDecorator => allOf(...decorators, IsOptional());

/** A whole number of at least 1 (an id). */
export const IsPositiveInt = (message: string): PropertyDecorator => allOf(IsInt({ message }), Min(1, { message }));

/** A whole number from `min` to `max`. */
export const IsIntIn = (min: number, max: number, message: string): PropertyDecorator => allOf(Max(max, { message }), Min(min, { message }), IsInt({ message }));

/** A finite number from `min` to `max`. */
export const IsNumberIn = (min: number, max: number, message: string): PropertyDecorator =>
  allOf(Max(max, { message }), Min(min, { message }), IsNumber({ allowNaN: false, allowInfinity: false }, { message }));

/** A text of at most `max` characters; `tooLong` is the message for a longer one. */
export const IsTextUpTo = (max: number, message: string, tooLong = message): PropertyDecorator => allOf(IsString({ message }), MaxLength(max, { message: tooLong }));

/** A text that is not empty, of at most `max` characters; `tooLong` is the message for a longer one. */
export const IsFilledText = (max: number, message: string, tooLong = message): PropertyDecorator =>
  allOf(IsString({ message }), IsNotEmpty({ message }), MaxLength(max, { message: tooLong }));
