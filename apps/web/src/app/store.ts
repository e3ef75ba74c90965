import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../features/identity/session.slice';

const rootReducer = combineSlices(baseApi, sessionSlice);

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
