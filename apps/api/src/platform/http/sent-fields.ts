/** The body's fields that were sent (a validated DTO instance carries undefined for the rest): a partial edit's changes. */
export const sentFields = (body: object): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
