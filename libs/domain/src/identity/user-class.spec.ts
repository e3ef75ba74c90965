import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { userClassDecider } from './user-class.js';

const given = specFor(userClassDecider);
const created = { type: 'UserClassCreated' as const, data: { classId: 7, name: 'Lớp K9' } };

describe('user class', () => {
  it('is created with a trimmed name', () =>
    given([]).when({ type: 'CreateUserClass', data: { classId: 7, name: '  Lớp K9 ' } }).then([created]));
  it('needs a name of at least 2 characters', () => {
    given([]).when({ type: 'CreateUserClass', data: { classId: 7, name: '   ' } }).thenThrows('CLASS_NAME_REQUIRED');
    given([]).when({ type: 'CreateUserClass', data: { classId: 7, name: 'A' } }).thenThrows('CLASS_NAME_TOO_SHORT');
  });
  it('renames, and renaming to the same name is not an event', () => {
    given([created]).when({ type: 'RenameUserClass', data: { classId: 7, name: 'Lớp K10' } }).then([{ type: 'UserClassRenamed', data: { classId: 7, name: 'Lớp K10' } }]);
    given([created]).when({ type: 'RenameUserClass', data: { classId: 7, name: 'Lớp K9' } }).then([]);
  });
  it('a deleted class cannot be renamed or deleted', () => {
    const deleted = { type: 'UserClassDeleted' as const, data: { classId: 7 } };
    given([created, deleted]).when({ type: 'RenameUserClass', data: { classId: 7, name: 'Lớp X' } }).thenThrows('USER_CLASS_NOT_FOUND');
    given([created, deleted]).when({ type: 'DeleteUserClass', data: { classId: 7 } }).thenThrows('USER_CLASS_NOT_FOUND');
  });
});
