/** A report table's body: one row per figure, its name as the row header and its value right-aligned. */
export function ReportRows({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <tbody>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td className="num">{value}</td>
        </tr>
      ))}
    </tbody>
  );
}
