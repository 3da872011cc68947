import { KnownErrors } from "@app/core/errors";
import type { Hono } from "hono";
import * as v from "valibot";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { holdsTeamPermission, requireMembership } from "../http/team-access.js";
import { readParams, readQuery } from "../http/validate.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";

const billingParamsSchema = v.object({
  customer_type: v.picklist(["user", "team"]),
  customer_id: v.string(),
});

const productsParamsSchema = v.object({
  customer_type: v.picklist(["user", "team", "custom"]),
  customer_id: v.string(),
});

const productsQuerySchema = v.strictObject({
  cursor: v.optional(v.string()),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be an integer"),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(100),
    ),
  ),
});

type Customer = { customer_type: "user" | "team" | "custom"; customer_id: string };

/** The team permission a client needs to read a team's billing (held directly or contained). */
const TEAM_BILLING_PERMISSION = "team_admin";

/**
 * For client access, the customer must be the signed-in user, or a team in which they hold
 * `team_admin`: else USER_AUTHENTICATION_REQUIRED, a plain-text 403 (`forbidden`) for another
 * user or a custom customer, TEAM_MEMBERSHIP_NOT_FOUND or TEAM_PERMISSION_REQUIRED, as on the
 * service.
 */
function requireCustomerAccess(
  services: EmulatorServices,
  auth: ProjectAuth,
  customer: Customer,
  forbidden: string,
): void {
  if (auth.accessType !== "client") return;
  const { user } = requireUser(auth);
  if (customer.customer_type === "custom") throw new StatusError(403, forbidden);
  if (customer.customer_type === "user") {
    if (customer.customer_id !== user.id) throw new StatusError(403, forbidden);
    return;
  }
  requireMembership(services, auth, customer.customer_id, user.id);
  if (
    !holdsTeamPermission(services, auth, customer.customer_id, user.id, TEAM_BILLING_PERMISSION)
  ) {
    throw new KnownErrors.TeamPermissionRequired({
      team_id: customer.customer_id,
      user_id: user.id,
      permission_id: TEAM_BILLING_PERMISSION,
    });
  }
}

/**
 * Payments, as the service answers them for a project that has not connected a payment provider
 * and sells no products (the emulator models neither): `GET /payments/billing/{user|team}/{id}`
 * says there is no customer and no payment method, and `GET /payments/products/{type}/{id}`
 * lists no products. The reference SDK's account settings read both.
 */
export function registerPaymentRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.get("/payments/billing/:customer_type/:customer_id", (c) => {
    const auth = requireAccess(c, "client");
    const customer = readParams(c, billingParamsSchema);
    requireCustomerAccess(services, auth, customer, "Clients can only manage their own billing.");
    return json(c, { has_customer: false, default_payment_method: null });
  });

  api.get("/payments/products/:customer_type/:customer_id", (c) => {
    const auth = requireAccess(c, "client");
    const customer = readParams(c, productsParamsSchema);
    const query = readQuery(c, productsQuerySchema);
    requireCustomerAccess(
      services,
      auth,
      customer,
      "Clients can only access their own user or team products.",
    );
    // No products: any cursor names none of them.
    if (query.cursor !== undefined) throw new StatusError(400, "Invalid cursor");
    return json(c, { items: [], is_paginated: true, pagination: { next_cursor: null } });
  });
}
