import type { HttpBindings } from "@hono/node-server";

/** The Hono environment of the outer application: the Node request, and the envelope's flag. */
export interface OuterEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** Set on an injected fault's answer, which the envelope must not rewrite to 200. */
    rawAnswer?: boolean;
    /** The fault injected into this request, for the request log. */
    fault?: { id: string; kind: string };
  };
}
