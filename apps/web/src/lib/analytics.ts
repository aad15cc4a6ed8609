/**
 * The analytics object the session tells about sign-in and sign-out (spec §4).
 * It forgets the identified user; the tracker issue will give it a transport.
 * Logout must never block on it, so callers ignore its failures.
 */
export interface Analytics {
  identify(userId: string): Promise<void>;
  logout(): Promise<void>;
  readonly userId: string | null;
}

const createAnalytics = (): Analytics => {
  let userId: string | null = null;
  return {
    get userId() {
      return userId;
    },
    async identify(id) {
      userId = id;
    },
    async logout() {
      userId = null;
    },
  };
};

export const analytics = createAnalytics();
