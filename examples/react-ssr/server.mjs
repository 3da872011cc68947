// The example's server: plain node:http, after Vite's SSR guide. In development Vite serves the
// sources through its middleware; in production (NODE_ENV=production) the server serves the
// client build from dist/client and renders with dist/server/entry-server.js.
//
// Settings, from the environment: STACK_PROJECT_ID, STACK_PUBLISHABLE_CLIENT_KEY, STACK_API_URL
// (default: the hosted service), PORT (default 5173), HOST (default 127.0.0.1), and SSR_DIST (the
// build to serve, default ./dist). `?render=string` renders with renderToString instead of a stream.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));

const CONTENT_TYPES = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
};

/** The app's public settings, from the environment. */
export function configFromEnv(env = process.env) {
  const missing = ["STACK_PROJECT_ID", "STACK_PUBLISHABLE_CLIENT_KEY"].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Set ${missing.join(" and ")} (see README.md).`);
  return {
    baseUrl: env.STACK_API_URL || undefined,
    projectId: env.STACK_PROJECT_ID,
    publishableClientKey: env.STACK_PUBLISHABLE_CLIENT_KEY,
  };
}

/**
 * The page server. `dist` names a production build (`pnpm build`); without it, Vite's dev server
 * renders the sources.
 */
export async function createPageServer({ config = configFromEnv(), dist } = {}) {
  let vite;
  let template;
  let renderPage;
  if (dist) {
    template = await readFile(join(dist, "client/index.html"), "utf8");
    ({ render: renderPage } = await import(
      pathToFileURL(join(dist, "server/entry-server.js")).href
    ));
  } else {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
  }

  async function servePage(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    let html = template;
    let render = renderPage;
    if (vite) {
      html = await vite.transformIndexHtml(
        url.pathname,
        await readFile(join(root, "index.html"), "utf8"),
      );
      ({ render } = await vite.ssrLoadModule("/src/entry-server.tsx"));
    }
    const mode = url.searchParams.get("render") === "string" ? "string" : "stream";
    const page = await render(req, config, mode);
    const [head, tail] = html.replace("<!--ssr-data-->", page.head).split("<!--ssr-outlet-->");
    // The page shows who is signed in: never cache it.
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.write(head);
    if (typeof page.body === "string") {
      res.write(page.body);
    } else {
      for await (const chunk of Readable.fromWeb(page.body)) res.write(chunk);
    }
    res.end(tail);
  }

  async function serveAsset(req, res) {
    const path = normalize(new URL(req.url ?? "/", "http://localhost").pathname);
    if (!path.startsWith("/assets/")) return false;
    try {
      const body = await readFile(join(dist, "client", path));
      res.writeHead(200, {
        "content-type": CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
        "cache-control": "public, max-age=31536000, immutable",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
    return true;
  }

  const server = createServer((req, res) => {
    const handle = async () => {
      if (dist && (await serveAsset(req, res))) return;
      await servePage(req, res);
    };
    const fail = (error) => {
      vite?.ssrFixStacktrace(error);
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal Server Error");
    };
    if (vite) vite.middlewares(req, res, () => handle().catch(fail));
    else handle().catch(fail);
  });
  server.on("close", () => vite?.close());
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const production = process.env.NODE_ENV === "production";
  const server = await createPageServer({
    dist: production ? (process.env.SSR_DIST ?? join(root, "dist")) : undefined,
  });
  const port = Number(process.env.PORT ?? 5173);
  const host = process.env.HOST ?? "127.0.0.1";
  server.listen(port, host, () => {
    const { port: listening } = server.address();
    const mode = production ? "production" : "development";
    console.log(`react-ssr-example: http://${host}:${listening}/ (${mode})`);
  });
}
