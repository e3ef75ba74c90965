import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import * as contracts from './index.js';

/** Validations that never produce a message of their own. */
const SILENT = new Set<string>([ValidationTypes.CONDITIONAL_VALIDATION, ValidationTypes.WHITELIST]);
const isVietnamese = (message: string) => /[^\x00-\x7F]/.test(message) && !/must be|should|property|nested/i.test(message);

describe('request DTOs', () => {
  const dtos = (Object.entries(contracts) as Array<[string, unknown]>).filter(
    (entry): entry is [string, new () => object] => typeof entry[1] === 'function' && getMetadataStorage().getTargetValidationMetadatas(entry[1], '', true, false).length > 0,
  );

  it('are found', () => expect(dtos.map(([name]) => name)).toEqual(expect.arrayContaining(['UserFormRequest', 'RegisterAccountRequest', 'UpdateSettingRequest', 'AdminRightsRequest'])));

  // A decorator without its own message answers with class-validator's English text ("nested property info must be...").
  it('give every check a Vietnamese message, nested and type checks included', () => {
    const missing = dtos.flatMap(([name, dto]) =>
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .filter((check) => !SILENT.has(check.type))
        .filter((check) => typeof check.message !== 'string' || !isVietnamese(check.message))
        .map((check) => `${name}.${check.propertyName} (${check.name ?? check.type})`),
    );
    expect(missing).toEqual([]);
  });
});
