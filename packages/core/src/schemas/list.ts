import * as v from "valibot";

/** The list envelope of every collection endpoint. */
export function listJsonSchema<Item extends v.GenericSchema>(item: Item) {
  return v.looseObject({
    items: v.array(item),
    is_paginated: v.optional(v.boolean()),
    pagination: v.optional(v.looseObject({ next_cursor: v.nullable(v.string()) })),
  });
}

/** The list envelope, as a type. */
export interface ListJson<Item> {
  items: Item[];
  is_paginated: boolean;
  pagination?: { next_cursor: string | null };
}
