import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait for what a user would see; their deadline only ends a broken test.
// A loaded machine (two suites at once) may take seconds to render a page: not the default 1 s.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});
