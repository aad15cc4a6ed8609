import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportSessionEnd } from '../../lib/session-end.ts';
import { authSlice, setProfile } from '../store/auth-slice.ts';
import { contextSlice, setEnterprise } from '../store/context-slice.ts';
import { customizerSlice } from '../store/customizer-slice.ts';
import type { RootState } from '../store/store.ts';
import { installSessionEndHandler } from './session-end-handler.ts';

const makeStore = () =>
  configureStore({
    reducer: combineReducers({
      auth: authSlice.reducer,
      context: contextSlice.reducer,
      customizer: customizerSlice.reducer,
    }),
  });

describe('session end handler', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs out keeping the reason, and shows the session-expired page, once', async () => {
    vi.stubGlobal('localStorage', { clear: vi.fn() });
    const store = makeStore();
    store.dispatch(setProfile({ token: {}, userInfo: { name: 'Ada' } }));
    store.dispatch(setEnterprise({ id: 'o1', name: 'Acme' }));
    const navigate = vi.fn();
    const stop = installSessionEndHandler({
      getState: store.getState as () => RootState,
      dispatch: store.dispatch,
      navigate,
    });

    reportSessionEnd({ url: '/api/me/tenants' }, { statusCode: 401, code: 'INVALID_TOKEN' });
    reportSessionEnd({ url: '/api/me/security/sessions' }, { statusCode: 401, code: 'INVALID_TOKEN' });
    stop();

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/session_expired');
    expect(store.getState().auth).toMatchObject({ profile: null, error: 'INVALID_TOKEN' });
    expect(store.getState().context.enterprise).toBeNull();
  });

  it('does nothing for a visitor who is not signed in', () => {
    const store = makeStore();
    const navigate = vi.fn();
    const stop = installSessionEndHandler({
      getState: store.getState as () => RootState,
      dispatch: store.dispatch,
      navigate,
    });
    reportSessionEnd({ url: '/api/auth/me' }, { statusCode: 401, code: 'INVALID_TOKEN' });
    stop();
    expect(navigate).not.toHaveBeenCalled();
  });
});
