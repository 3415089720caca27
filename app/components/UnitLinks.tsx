import { Link } from "@remix-run/react";
import { UNIT_LABELS, UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";

/** US | Metric as two links to the same page in each system: the list's and the week's, kept in their addresses. */
export function UnitLinks({ units, hrefFor }: { units: UnitSystem; hrefFor: (units: UnitSystem) => string }) {
  return (
    <div className="unit-switch" role="group" aria-label="Units">
      {UNIT_SYSTEMS.map((u) => (
        <Link key={u} to={hrefFor(u)} className="unit-button" rel="nofollow" aria-current={u === units ? "true" : undefined}>
          {UNIT_LABELS[u]}
        </Link>
      ))}
    </div>
  );
}
