import type {
  AdminRightsResponse,
  AuditorRightsResponse,
  UserClassListResponse,
  UserClassRecord,
  UserDeleteResponse,
  UserFormRequest,
  UserListResponse,
  UserRecord,
  UserSaveResponse,
} from '@k9/contracts';
import { ROUTES } from '@k9/contracts/routes';
import { baseApi } from '../../api/base-api';

/** The event stream of one user (libs/domain user.decider `userStreamId`), for the audit endpoint. */
export const userStreamId = (userId: string) => `user-${userId}`;

const USERS = { type: 'User' as const, id: 'LIST' };
const CLASSES = { type: 'UserClass' as const, id: 'LIST' };
const userAudit = (id: string) => ({ type: 'Audit' as const, id: userStreamId(id) });

/** The admin's user table and user classes (spec 3 screen 4; spec 1 §7). */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserRecord[], void>({
      query: () => ROUTES.user,
      transformResponse: (response: UserListResponse) => response.result,
      providesTags: [USERS],
    }),
    createUser: build.mutation<UserSaveResponse, UserFormRequest>({
      query: (body) => ({ url: ROUTES.user, method: 'POST', body }),
      invalidatesTags: [USERS],
    }),
    updateUser: build.mutation<UserSaveResponse, { id: string; body: UserFormRequest }>({
      query: ({ id, body }) => ({ url: ROUTES.userById(id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [USERS, userAudit(id)],
    }),
    /** One call for one user or a bulk delete. */
    deleteUsers: build.mutation<UserDeleteResponse, string[]>({
      query: (ids) => ({ url: `${ROUTES.user}/`, method: 'DELETE', body: { id: ids.length === 1 ? ids[0] : ids } }),
      invalidatesTags: (_result, _error, ids) => [USERS, ...ids.map(userAudit)],
    }),
    /** Super admins only, never on their own account: grant (true) or withdraw (false) admin rights. */
    setAdminRights: build.mutation<AdminRightsResponse, { id: string; isAdmin: boolean }>({
      query: ({ id, isAdmin }) => ({ url: ROUTES.userAdmin(id), method: 'PUT', body: { isAdmin } }),
      invalidatesTags: (_result, _error, { id }) => [USERS, userAudit(id)],
    }),

    /** Super admins only, never on their own account: give (true) or take back (false) the read-only auditor role. */
    setAuditorRights: build.mutation<AuditorRightsResponse, { id: string; auditor: boolean }>({
      query: ({ id, auditor }) => ({ url: ROUTES.userAuditor(id), method: 'PUT', body: { auditor } }),
      invalidatesTags: (_result, _error, { id }) => [USERS, userAudit(id)],
    }),

    listUserClasses: build.query<UserClassRecord[], void>({
      query: () => ROUTES.userClass,
      transformResponse: (response: UserClassListResponse) => response.result,
      providesTags: [CLASSES],
    }),
    createUserClass: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: ROUTES.userClass, method: 'POST', body }),
      invalidatesTags: [CLASSES],
    }),
    renameUserClass: build.mutation<unknown, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: ROUTES.userClassById(id), method: 'PUT', body: { name } }),
      invalidatesTags: [CLASSES],
    }),
    // A deleted class may leave users' class lists: both are refetched.
    deleteUserClass: build.mutation<unknown, number>({
      query: (id) => ({ url: ROUTES.userClassById(id), method: 'DELETE' }),
      invalidatesTags: [CLASSES, USERS],
    }),
  }),
});

export const {
  useListUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUsersMutation,
  useSetAdminRightsMutation,
  useSetAuditorRightsMutation,
  useListUserClassesQuery,
  useCreateUserClassMutation,
  useRenameUserClassMutation,
  useDeleteUserClassMutation,
} = usersApi;
