/** The largest id a row can have (PostgreSQL's `integer`): a larger one in a request is a 400, not a 500. */
export const ROW_ID_MAX = 2_147_483_647;
