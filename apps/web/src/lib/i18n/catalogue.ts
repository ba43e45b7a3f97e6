/** The shape of a translation: the same keys as the English catalogue, any string values. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
