/**
 * A `select` that answers the same object for the same input (a list, a token pair), so that a
 * hook re-rendering over an unchanged value gets an unchanged answer.
 *
 * @example
 * ```ts
 * const headersOf = memoSelect((tokens: AuthJson) => ({ "x-stack-auth": JSON.stringify(tokens) }));
 * headersOf(tokens) === headersOf(tokens); // true
 * ```
 */
export function memoSelect<T extends object, V>(select: (value: T) => V): (value: T) => V {
  const answers = new WeakMap<T, V>();
  return (value) => {
    if (!answers.has(value)) answers.set(value, select(value));
    return answers.get(value) as V;
  };
}
