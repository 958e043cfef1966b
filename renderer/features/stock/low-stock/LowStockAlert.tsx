/**
 * The low-stock alert on the orders board and on Reports: how many variants are at or below their
 * threshold, read once when shown (one request), with a link to the Stock screen's Low stock tab.
 * Nothing shows while nothing is low, or while the store's stock cannot be read.
 */
import { useEffect, useState } from 'react';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { useApp } from '../../../shell/app.js';
import { useStockTabRequest } from '../stock-tab-request.js';

const messages = defineMessages({
  low: {
    id: 'stock.lowStockAlert.low',
    defaultMessage: '{count, plural, one {# variant is} other {# variants are}} at or below the low-stock threshold.',
  },
  open: { id: 'stock.lowStockAlert.open', defaultMessage: 'Open Low stock' },
});

export function LowStockAlert() {
  const words = useWords();
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
      <span>{words.formatMessage(messages.low, { count })}</span>
      <button
        type="button"
        className="btn btn-small btn-touch"
        onClick={() => {
          useStockTabRequest.getState().ask('low-stock');
          useApp.getState().go('stock');
        }}
      >
        {words.formatMessage(messages.open)}
      </button>
    </p>
  );
}
