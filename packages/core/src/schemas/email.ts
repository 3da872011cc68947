const basicEmail = /^[^\s@]+@[^\s@]+$/;
const strictEmail =
  /^(?!\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * Whether `value` is an e-mail address. The strict variant also needs a domain whose last label
 * has at least two letters and a local part that neither starts nor ends with a dot.
 *
 * @example
 * ```ts
 * isValidEmail("ada@example.com", { strict: true }); // true
 * isValidEmail("ada@localhost", { strict: true }); // false
 * ```
 */
export function isValidEmail(value: string, options: { strict?: boolean } = {}): boolean {
  return (options.strict ? strictEmail : basicEmail).test(value);
}
