import type { ReactNode } from 'react';
import * as styles from './Membership.css';

/** One fact of an application: its label (the row's header) and its value. */
export type Fact = readonly [label: string, value: ReactNode, mono?: boolean];

/**
 * An application's facts as rows of a table (what the family sent, the signing record): a row each, named by its
 * label, so the confirm screen, the completion page and the classroom's list read the same way.
 */
export function FactsTable({ facts }: { facts: readonly (Fact | false | null | undefined)[] }) {
  return (
    <table className={styles.table}>
      <tbody>
        {facts.filter(Boolean).map((fact) => {
          const [label, value, mono] = fact as Fact;
          return (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={mono ? styles.mono : undefined}>{value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
