/**
 * The page segment of `location` below `handlerPath`: `"sign-in"` for `/handler/sign-in?x=1`,
 * `""` for the handler root, `null` when `location` is not under the handler at all.
 *
 * @throws TypeError when `handlerPath` does not start with '/'.
 */
export function resolveHandlerPage(location: string, handlerPath: string): string | null {
  if (!handlerPath.startsWith("/")) {
    throw new TypeError(
      `urls.handler must start with '/', but it is ${JSON.stringify(handlerPath)}. ` +
        `Set it in the StackClientApp options, e.g. urls: { handler: "/handler" }.`,
    );
  }
  const pathname = location.replace(/[?#].*$/, "");
  const base = handlerPath.replace(/\/+$/, "");
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length).replace(/^\/+|\/+$/g, "");
}
