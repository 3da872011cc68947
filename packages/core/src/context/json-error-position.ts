// Where a text stops being JSON, found without the engine's error message: newer engines quote the
// text around the error in it ("… "secret" is not valid JSON"), and the text may be a secret.

const SPACE = /[ \t\n\r]*/y;
// A string: no raw control characters (U+0000 to U+001F), only JSON's escapes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids them raw in strings; the class names them to refuse them.
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[\da-fA-F]{4}))*"/y;
/** A string's opening and what follows it soundly: where it stops is where the string breaks. */
const STRING_START = new RegExp(STRING.source.slice(0, -1), "y");
const SCALAR = new RegExp(
  `${STRING.source}|-?(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE][+-]?\\d+)?|true|false|null`,
  "y",
);

/**
 * The index of the first character at which `text` stops being one JSON value (`text.length`
 * when it ends too soon), or -1 when it is JSON.
 *
 * @example
 * ```ts
 * jsonErrorPosition('{"a": 1,}'); // 8: a key was expected where "}" is
 * ```
 */
export function jsonErrorPosition(text: string): number {
  let at = 0;
  const eat = (pattern: RegExp): void => {
    SPACE.lastIndex = at;
    SPACE.test(text);
    at = SPACE.lastIndex;
    pattern.lastIndex = at;
    if (!pattern.test(text)) {
      // In a string, the error is the character that breaks it (or the end of the text).
      STRING_START.lastIndex = at;
      throw STRING_START.test(text) ? STRING_START.lastIndex : at;
    }
    at = pattern.lastIndex;
  };
  const value = (): void => {
    eat(SPACE);
    const open = text[at];
    const close = open === "{" ? "}" : open === "[" ? "]" : undefined;
    if (!close) {
      eat(SCALAR);
      return;
    }
    at++;
    eat(SPACE);
    if (text[at] === close) {
      at++;
      return;
    }
    do {
      if (close === "}") {
        eat(STRING);
        eat(/:/y);
      }
      value();
      eat(SPACE);
    } while (text[at++] === ",");
    if (text[at - 1] !== close) throw Math.min(at - 1, text.length);
  };
  try {
    value();
    eat(SPACE);
    return at < text.length ? at : -1;
  } catch (position) {
    // A nesting too deep for the stack has no position: its start.
    return typeof position === "number" ? position : 0;
  }
}
