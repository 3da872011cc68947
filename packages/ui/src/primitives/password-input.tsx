"use client";

import { type ComponentProps, forwardRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";

/**
 * Props of {@link PasswordInput}: those of an `<input>`, whose `type` it manages.
 *
 * @example
 * ```tsx
 * <PasswordInput name="password" autoComplete="current-password" />
 * ```
 */
export type PasswordInputProps = Omit<ComponentProps<"input">, "type" | "ref">;

/**
 * A password input with a show/hide toggle. The toggle is a real button (`aria-pressed`), so the
 * keyboard and screen readers reach it; the wrapper's `data-state` is `hidden` or `visible`. A
 * `ref` reaches the input (through `forwardRef`, which React 18 needs).
 *
 * @example
 * ```tsx
 * <label htmlFor="password">Password</label>
 * <PasswordInput id="password" name="password" autoComplete="current-password" />
 * ```
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <div data-slot="stack-password-input" data-state={visible ? "visible" : "hidden"}>
        <input {...props} ref={ref} data-slot="stack-input" type={visible ? "text" : "password"} />
        <button
          type="button"
          data-slot="stack-password-toggle"
          aria-label={t("passwordShow")}
          aria-pressed={visible}
          aria-controls={props.id}
          disabled={props.disabled}
          onClick={() => setVisible((current) => !current)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      </div>
    );
  },
);
