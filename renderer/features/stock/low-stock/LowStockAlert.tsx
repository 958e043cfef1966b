/**
 * The low-stock alert on the orders board and on Reports: how many variants are at or below their
 * threshold, read once when shown (one request), with a link to the Stock screen's Low stock tab.
 * Nothing shows while nothing is low, or while the store's stock cannot be read.
 */
import { useEffect, useState } from 'react';
import { pos } from '../../../bridge/pos.js';
import { useApp } from '../../../shell/app.js';
import { useStockTabRequest } from '../stock-tab-request.js';

export function LowStockAlert() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    pos()
      .lowStock.list()
      .then(
        (list) => current && setCount(list.lines.length),
        () => current && setCount(null),
      );
    return () => {
      current = false;
    };
  }, []);
  if (!count) return null;
  return (
    <p className="banner banner-warning low-stock-alert" role="status">
      <span>{count === 1 ? '1 variant is' : `${count} variants are`} at or below the low-stock threshold.</span>
      <button
        type="button"
        className="btn btn-small btn-touch"
        onClick={() => {
          useStockTabRequest.getState().ask('low-stock');
          useApp.getState().go('stock');
        }}
      >
        Open Low stock
      </button>
    </p>
  );
}
