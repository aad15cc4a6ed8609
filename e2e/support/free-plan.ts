/**
 * The run's second server (playwright.config.ts), where new organisations
 * start on Free: for the journeys about limits, upgrades and the Lite tier.
 * The first server gives Enterprise so that the other journeys have room.
 */
export const freePlanOrigin = `http://127.0.0.1:${process.env.E2E_FREE_PORT ?? 3101}`;
