/**
 * Turns a fault's path glob into a matcher of request paths (without the query). `**` matches
 * any rest of the path, slashes included (`/api/v1/**` is a prefix); `*` matches within one
 * segment (`/api/v1/users/*` matches `/api/v1/users/me`, not `/api/v1/users/me/x`); everything
 * else matches itself. A trailing slash on the request path is ignored.
 */
export function pathMatcher(glob: string): (path: string) => boolean {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === "*" && glob[i + 1] === "*") {
      // `/**` at the end also matches the bare prefix.
      if (source.endsWith("/") && i + 2 === glob.length) source = `${source.slice(0, -1)}(?:/.*)?`;
      else source += ".*";
      i++;
    } else if (char === "*") {
      source += "[^/]*";
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  const pattern = new RegExp(`^${source}$`);
  return (path) => pattern.test(path.length > 1 ? path.replace(/\/+$/, "") : path);
}
