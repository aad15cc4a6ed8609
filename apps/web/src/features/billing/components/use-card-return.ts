import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorKey } from '../../../components/form/error-key.ts';
import { useCompleteCardSetupMutation } from '../api/card-api.ts';

export type CardReturn =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'cancelled' }
  | { state: 'failed'; errorKey: string };

/**
 * Back from Stripe Checkout on /settings/billing_overview: `?card=saved&session_id=…`
 * saves the card the session set up (once), `?card=cancelled` says nothing
 * changed. The query is then removed, so a reload does not repeat it.
 */
export function useCardReturn(orgId: string): CardReturn {
  const [params, setParams] = useSearchParams();
  const [complete] = useCompleteCardSetupMutation();
  const [result, setResult] = useState<CardReturn>({ state: 'idle' });
  const handled = useRef(false);
  const card = params.get('card');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (handled.current || !orgId || !card) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (card !== 'saved' || !sessionId) {
      setResult({ state: 'cancelled' });
      return;
    }
    setResult({ state: 'saving' });
    complete({ orgId, sessionId })
      .unwrap()
      .then(
        () => setResult({ state: 'saved' }),
        (error: unknown) => setResult({ state: 'failed', errorKey: errorKey(error) }),
      );
  }, [orgId, card, sessionId, complete, setParams]);

  return result;
}
