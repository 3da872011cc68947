import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { StackProvider } from "./stack-provider.js";
import { createTestApp } from "./test-utils/create-test-app.js";
import { createMockStackApi, PROJECT_ID } from "./test-utils/mock-stack-api.js";
import { useProject } from "./use-project.js";

const api = createMockStackApi();
beforeAll(() => api.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => api.reset());
afterAll(() => api.server.close());

function ProjectLine() {
  const project = useProject();
  return (
    <p>
      {project.id} {project.displayName} sign-up {String(project.config.signUpEnabled)}
    </p>
  );
}

describe("useProject", () => {
  it("suspends, then returns the project and its config", async () => {
    api.setConfig({ sign_up_enabled: false });
    const { app } = createTestApp();
    await act(async () => {
      render(
        <StackProvider app={app}>
          <Suspense fallback={<p>loading</p>}>
            <ProjectLine />
          </Suspense>
        </StackProvider>,
      );
    });
    expect(screen.getByText(`${PROJECT_ID} Test project sign-up false`)).toBeTruthy();
    expect(api.requests).toEqual(["GET /projects/current"]);
  });
});
