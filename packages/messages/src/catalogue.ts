/** A catalogue's shape with every text widened to string: what each language must supply for the Japanese source. */
export type Catalogue<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Catalogue<T[K]>;
};
