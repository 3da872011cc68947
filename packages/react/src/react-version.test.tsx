import { render, screen } from "@testing-library/react";
import * as React from "react";
import * as ReactDOM from "react-dom";
import { describe, expect, inject, it } from "vitest";

declare module "vitest" {
  interface ProvidedContext {
    /** The React major a test project resolves: 19 in "dom", 18 in "dom-react18". */
    reactMajor: number;
  }
}

function Version() {
  // A hook: it only works when the renderer and this React are one instance.
  const [version] = React.useState(React.version);
  return <p data-testid="version">{version}</p>;
}

describe("the React version under test", () => {
  it("is the one the project names, for React, ReactDOM and the renderer of Testing Library", () => {
    const major = String(inject("reactMajor"));
    render(<Version />);
    expect(screen.getByTestId("version").textContent?.split(".")[0]).toBe(major);
    expect(ReactDOM.version.split(".")[0]).toBe(major);
    if (major === "18") expect(React.version).toMatch(/^18\.3\./);
  });
});
