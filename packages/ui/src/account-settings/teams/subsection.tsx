import { type ReactNode, useId } from "react";

/** A titled part of a settings section (an `h3` and what follows), named by its title. */
export function Subsection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section data-slot="stack-subsection" aria-labelledby={titleId}>
      <h3 id={titleId} data-slot="stack-subsection-title">
        {title}
      </h3>
      {hint ? <p data-slot="stack-hint">{hint}</p> : null}
      {children}
    </section>
  );
}
