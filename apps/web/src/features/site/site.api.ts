import type { SettingPayload, SettingRecord, SettingTypesResponse, UploadManyFileResponse, UploadPurpose } from '@k9/contracts';
import { ROUTES } from '@k9/contracts/routes';
import { UPLOAD_FIELD } from '@k9/contracts/storage/upload.dto';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';
import { isStaleWrite } from '../../api/errors';
import { settingStreamId, type PublicSettingType } from './setting-types';

export type SaveSettingArgs<T extends string = string> = {
  type: T;
  setting: SettingPayload<T>;
  /** null: never saved, so POST; otherwise PUT guarded by the version the editor started from. */
  id: string | null;
  version: number;
};

export type UploadFilesArgs = { files: File[]; purpose: UploadPurpose };

const settingTag = (type: string) => ({ type: 'Setting' as const, id: type });
const ownSettingTag = (type: string) => ({ type: 'Setting' as const, id: `own:${type}` });

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The settings table the server enforces (admins): every type the contexts declared. */
    getSettingTypes: build.query<SettingTypesResponse, void>({ query: () => ROUTES.settingTypes }),
    getSetting: build.query<SettingRecord, string>({
      query: (type) => ROUTES.settingByType(type),
      providesTags: (_result, _error, type) => [settingTag(type)],
      // Another admin's save arrives as 'setting.saved': read again when it is not what we hold.
      ...followServer<SettingRecord, string>({
        readsAgain: (type) => [settingTag(type)],
        listen: (entry, type) =>
          entry.on('setting.saved', (saved) => {
            if (saved.type === type && saved.version !== entry.held()?.version) entry.readAgain();
          }),
      }),
    }),
    /** The caller's own value of a type layered over the admins' default (header_background): `source` says which shows. */
    getOwnSetting: build.query<SettingRecord, string>({
      query: (type) => `${ROUTES.settingByType(type)}?scope=personal`,
      providesTags: (_result, _error, type) => [ownSettingTag(type)],
      // Their own save in another tab, or a new default (an admin's save): read again.
      ...followServer<SettingRecord, string>({
        readsAgain: (type) => [ownSettingTag(type)],
        listen: (entry, type) =>
          entry.on('setting.saved', (saved) => {
            if (saved.type === type) entry.readAgain();
          }),
      }),
    }),
    /** Saves the caller's own value (POST the first time, then PUT against the version read). */
    saveOwnSetting: build.mutation<SettingRecord, SaveSettingArgs>({
      query: ({ type, setting, id, version }) =>
        id === null
          ? { url: ROUTES.setting, method: 'POST', body: { type, setting, scope: 'personal' } }
          : { url: ROUTES.setting, method: 'PUT', body: { id, type, setting, scope: 'personal' }, headers: { 'If-Match': `W/"${version}"` } },
      async onQueryStarted({ type }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(siteApi.util.upsertQueryData('getOwnSetting', type, data));
        } catch {
          // The caller shows the server's message.
        }
      },
      invalidatesTags: (result, error, { type }) => (result || !isStaleWrite(error) ? [] : [ownSettingTag(type)]),
    }),
    /** "Back to default": the caller's own value goes; the answer is what shows now (the default). */
    clearOwnSetting: build.mutation<SettingRecord, string>({
      query: (type) => ({ url: ROUTES.settingByType(type), method: 'DELETE' }),
      async onQueryStarted(type, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(siteApi.util.upsertQueryData('getOwnSetting', type, data));
        } catch {
          // The caller shows the server's message.
        }
      },
    }),
    getPublicSetting: build.query<SettingRecord, PublicSettingType>({
      query: (key) => ROUTES.publicSetting(key),
      providesTags: (_result, _error, key) => [{ type: 'PublicSetting', id: key }],
    }),
    saveSetting: build.mutation<SettingRecord, SaveSettingArgs>({
      query: ({ type, setting, id, version }) =>
        id === null
          ? { url: ROUTES.setting, method: 'POST', body: { type, setting } }
          : { url: ROUTES.setting, method: 'PUT', body: { id, type, setting }, headers: { 'If-Match': `W/"${version}"` } },
      async onQueryStarted({ type }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(siteApi.util.upsertQueryData('getSetting', type, data));
        } catch {
          // The caller shows the server's message.
        }
      },
      invalidatesTags: (result, error, { type }) => {
        if (result) return [{ type: 'Audit', id: settingStreamId(type) }, { type: 'PublicSetting', id: type }];
        // Someone else created or changed it first: fetch what is there now.
        return isStaleWrite(error) ? [settingTag(type)] : [];
      },
    }),
    /** Multipart field `files`; the server refuses what is not of the purpose's kind (4xx with a Vietnamese message). */
    uploadFiles: build.mutation<UploadManyFileResponse, UploadFilesArgs>({
      query: ({ files, purpose }) => {
        const body = new FormData();
        for (const file of files) body.append(UPLOAD_FIELD, file);
        return { url: `${ROUTES.uploadManyFile}?purpose=${purpose}`, method: 'POST', body };
      },
    }),
  }),
});

export const { useGetSettingTypesQuery, useGetSettingQuery, useGetPublicSettingQuery, useSaveSettingMutation } = siteApi;
export const { useUploadFilesMutation } = siteApi;
export const { useGetOwnSettingQuery, useSaveOwnSettingMutation, useClearOwnSettingMutation } = siteApi;
