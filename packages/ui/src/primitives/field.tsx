import { type ReactNode, useId } from "react";

/** What a {@link Field} hands to its control so that label, error and control are linked. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: string;
  /** The validation or server error; the field is invalid while it is set. */
  error?: string | undefined;
  /** Renders the control with the props that wire it to the label and the error. */
  children: (control: FieldControlProps) => ReactNode;
  /** Shown after the control, e.g. a related link. */
  addon?: ReactNode;
}

/**
 * A labelled form control, accessible by construction: label and control share an id, the error
 * is linked by `aria-describedby`, `aria-invalid` follows it, and it is announced (`role="alert"`).
 */
export function Field({ label, error, children, addon }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-slot="stack-field" data-invalid={error ? "" : undefined}>
      <label data-slot="stack-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} role="alert" data-slot="stack-field-error">
          {error}
        </p>
      ) : null}
      {addon}
    </div>
  );
}
