import { type ReactNode, useEffect, useState } from 'react';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { ensureCompleteTranslation, isTranslationComplete } from './i18n.ts';

/** Holds a page until every text of the language is in (see resources.ts); a failed fetch shows it anyway. */
export function CompleteTranslation({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(isTranslationComplete);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => live && setReady(true);
    ensureCompleteTranslation().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : <FullPageLoader />;
}

/** The public pages whose texts are all in the main bundle (locales/en/core.ts). */
const CORE_PAGES =
  /^\/auth(\/(login|register|verify_email_info|verify_account|forgot_password|forgot_password_success|[^/]+\/reset_password|error|accessdenied|coming_soon|session_expired|404|500|sbox\/empty|enterprise\/empty))?\/?$/;

export const needsCompleteTranslation = (pathname: string) => !CORE_PAGES.test(pathname);
