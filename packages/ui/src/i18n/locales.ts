import type { StackLang } from "@app/react";
import type { Messages } from "./en.js";

/**
 * The languages other than English, each loaded with `import()` when first chosen: an app that
 * stays in English never downloads them. Adding one: a `locales/xx.ts` exporting a complete
 * `Messages`, its code in `StackLang` (`@app/react`) and a line here.
 */
const loaders: Record<Exclude<StackLang, "en-US">, () => Promise<Messages>> = {
  "de-DE": () => import("./locales/de.js").then((module) => module.de),
  "fr-FR": () => import("./locales/fr.js").then((module) => module.fr),
  "es-ES": () => import("./locales/es.js").then((module) => module.es),
};

const loading = new Map<StackLang, Promise<Messages>>();

/**
 * The texts of `lang`, `null` for English (the built-in table). The promise is the same for every
 * call with the same language, so a component can suspend on it.
 *
 * @throws TypeError for a language that `@app/ui` does not ship.
 */
export function loadMessages(lang: StackLang): Promise<Messages> | null {
  if (lang === "en-US") return null;
  const load = Object.hasOwn(loaders, lang) ? loaders[lang] : undefined;
  if (!load) {
    throw new TypeError(
      `StackProvider's lang is ${JSON.stringify(lang)}, which @app/ui does not speak. ` +
        `Use one of "en-US", ${Object.keys(loaders)
          .map((code) => JSON.stringify(code))
          .join(", ")}.`,
    );
  }
  let messages = loading.get(lang);
  if (!messages) {
    messages = load().then((loaded) => settled(messages as Promise<Messages>, loaded));
    // A chunk that failed to load (offline) is fetched again next time.
    messages.catch(() => loading.delete(lang));
    loading.set(lang, messages);
  }
  return messages;
}

/**
 * Marks `promise` as fulfilled with `value` the way React reads a promise's state, so that a
 * component mounted later gets the texts at once instead of suspending again.
 */
export function settled<T>(promise: Promise<T>, value: T): T {
  Object.assign(promise, { status: "fulfilled", value });
  return value;
}

/** Every language `@app/ui` speaks. */
export const SUPPORTED_LANGS: readonly StackLang[] = [
  "en-US",
  ...(Object.keys(loaders) as StackLang[]),
];
