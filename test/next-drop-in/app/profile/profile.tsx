"use client";

// A client component with the reference's hooks and components.
import { AccountSettings, UserButton, useStackApp, useUser } from "@app/next";
import { useState } from "react";

export function Profile() {
  const user = useUser({ or: "redirect" });
  const app = useStackApp();
  const anyone = useUser();
  const [name, setName] = useState(user.displayName ?? "");
  return (
    <div>
      <UserButton
        showUserInfo
        colorModeToggle={() => {
          document.documentElement.classList.toggle("dark");
        }}
        extraItems={[{ text: "Home", icon: <span>⌂</span>, onClick: () => app.redirectToHome() }]}
      />
      <p>{anyone ? `Signed in as ${anyone.primaryEmail}` : "Signed out"}</p>
      <input value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => user.update({ displayName: name })}>
        Save
      </button>
      <button type="button" onClick={() => user.signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => app.signInWithOAuth("github")}>
        Link GitHub
      </button>
      <button type="button" onClick={() => app.redirectToAccountSettings()}>
        Settings
      </button>
      <AccountSettings
        fullPage
        extraItems={[
          { id: "custom", title: "Custom", icon: <span>★</span>, content: <p>Custom</p> },
        ]}
      />
    </div>
  );
}
