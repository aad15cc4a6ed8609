/** Who makes a change, as services receive it: written to every audit entry. */
export interface Actor {
  userId: string;
  ip: string | null;
  userAgent: string | null;
}

/** The audit fields of an actor, for recordAudit. */
export const auditBy = (actor: Actor) => ({ actorId: actor.userId, ip: actor.ip, userAgent: actor.userAgent });
