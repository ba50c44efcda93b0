// Exact type equality for the type tests: assertType<Equal<A, B>>() fails to compile unless
// A and B are the same type (not merely assignable).
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
export function assertType<T extends true>(): void {}
