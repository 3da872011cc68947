import { type ComponentPropsWithoutRef, forwardRef, useState } from "react";

/** Props of {@link OtpInput}. */
export interface OtpInputProps
  extends Omit<ComponentPropsWithoutRef<"input">, "value" | "onChange" | "type"> {
  value: string;
  /** Called with the value cleaned up: upper-cased, only the allowed characters, at most `length`. */
  onValueChange(value: string): void;
  /** `alphanumeric`: letters and digits (magic-link codes); `numeric`: digits (TOTP codes). */
  kind: "alphanumeric" | "numeric";
  /** Default 6. */
  length?: number;
}

/** `raw` as a code of `kind`: upper-cased, other characters dropped, cut to `length`. */
export function cleanCode(raw: string, kind: OtpInputProps["kind"], length = 6): string {
  const upper = raw.toUpperCase();
  const kept = kind === "numeric" ? upper.replace(/\D/g, "") : upper.replace(/[^A-Z0-9]/g, "");
  return kept.slice(0, length);
}

/**
 * A one-time code entry drawn as six slots. It is one real text input (so typing, deleting,
 * pasting and autofill all work, and assistive technology reads one field) laid over the slots,
 * which only show its characters (`aria-hidden`). Typed or pasted text is cleaned up by
 * {@link cleanCode}: letters are upper-cased and anything else is dropped. A `ref` reaches the
 * input (through `forwardRef`, which React 18 needs).
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { value, onValueChange, kind, length = 6, disabled, ...props },
  ref,
) {
  const [focused, setFocused] = useState(false);
  return (
    <div data-slot="stack-otp" data-disabled={disabled ? "" : undefined}>
      <input
        {...props}
        ref={ref}
        data-slot="stack-otp-input"
        type="text"
        inputMode={kind === "numeric" ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        value={value}
        onChange={(event) => onValueChange(cleanCode(event.target.value, kind, length))}
        onFocus={(event) => {
          setFocused(true);
          props.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          props.onBlur?.(event);
        }}
      />
      <div data-slot="stack-otp-slots" aria-hidden="true">
        {Array.from({ length }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, fixed in number.
            key={index}
            data-slot="stack-otp-slot"
            data-state={
              focused && index === Math.min(value.length, length - 1)
                ? "active"
                : index < value.length
                  ? "filled"
                  : "empty"
            }
          >
            {value[index] ?? ""}
          </span>
        ))}
      </div>
    </div>
  );
});
