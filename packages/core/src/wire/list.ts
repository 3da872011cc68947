import * as z from "zod/mini";

/** The list envelope of every collection endpoint. */
export function listJsonSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.looseObject({
    items: z.array(item),
    is_paginated: z.optional(z.boolean()),
    pagination: z.optional(z.looseObject({ next_cursor: z.nullable(z.string()) })),
  });
}

/** The list envelope, as a type. */
export interface ListJson<Item> {
  items: Item[];
  is_paginated: boolean;
  pagination?: { next_cursor: string | null };
}
