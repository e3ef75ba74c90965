import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { CONTEXTS } from '../contexts';
import { tagTypesOf } from './web-context';

baseApi.enhanceEndpoints({ addTagTypes: tagTypesOf(CONTEXTS) });

const rootReducer = combineSlices(baseApi);

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
