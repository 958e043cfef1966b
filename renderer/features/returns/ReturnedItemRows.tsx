/** The goods that came back, one row each: how many, what, their condition and what they were worth (a return's and an exchange's receipts). */
export function ReturnedItemRows({ items }: { items: readonly { name: string; quantity: number; displayAmount: string; resellable: boolean }[] }) {
  return (
    <tbody>
      {items.map((item, i) => (
        <tr key={i}>
          <th scope="row">
            {item.quantity} × {item.name} <span className="muted">{item.resellable ? '(back in stock)' : '(damaged)'}</span>
          </th>
          <td className="num">{item.displayAmount}</td>
        </tr>
      ))}
    </tbody>
  );
}
