import { DEMO_PROJECT } from "@app/emulator";
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackProvider } from "./stack-provider.js";
import { useProject } from "./use-project.js";

const emulator = emulatorPerTest();

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
    await emulator.updateProjectConfig({ sign_up_enabled: false });
    const { app, requests, hold } = emulator.createApp();
    const release = hold("GET /projects/current");
    await act(async () => {
      render(
        <StackProvider app={app}>
          <Suspense fallback={<p>loading</p>}>
            <ProjectLine />
          </Suspense>
        </StackProvider>,
      );
    });
    expect(await screen.findByText("loading")).toBeTruthy();

    release();
    expect(await screen.findByText(`${DEMO_PROJECT.id} Demo Project sign-up false`)).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
    expect(requests).toEqual(["GET /projects/current"]);
  });
});
