/** An address on the run's destination site (support/destination-site.mjs), where a browser can land. */
export const destinationUrl = (path: string) => `http://127.0.0.1:${process.env.E2E_DESTINATION_PORT}/${path}`;
