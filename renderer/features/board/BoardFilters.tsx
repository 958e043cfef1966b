/** The board's filters: the range completed (or custom dates), where it was sold, order and payment state, who sold it, and a search by number, email or name. */
import { useState } from 'react';
import type { BoardChannel, BoardRange } from '../../../shared/orders/orders-board.js';
import { SALE_CHANNEL_NAMES } from '../../../shared/sale/sale-channel.js';
import { useBoard } from './board.js';
import { ChoiceField } from './ChoiceField.js';

const RANGES: { value: BoardRange; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'week', label: 'This week' },
  { value: 'custom', label: 'Custom…' },
];

const CHANNELS: { value: BoardChannel | ''; label: string }[] = [
  { value: '', label: 'Anywhere' },
  ...(Object.entries(SALE_CHANNEL_NAMES) as [BoardChannel, string][]).map(([value, label]) => ({ value, label })),
];

const words = (value: string) => value.replace(/_/g, ' ');

export function BoardFilters() {
  const board = useBoard((s) => s.board);
  const filters = useBoard((s) => s.filters);
  const setFilters = useBoard((s) => s.setFilters);
  const [search, setSearch] = useState(filters.search);
  return (
    <form
      className="orders-filters board-filters"
      role="search"
      aria-label="Filter the board"
      onSubmit={(e) => {
        e.preventDefault();
        setFilters({ search });
      }}
    >
      <ChoiceField id="board-range" label="Completed" value={filters.range} choices={RANGES} onChange={(range) => setFilters({ range })} />
      {filters.range === 'custom' && (
        <>
          <div className="field">
            <label htmlFor="board-from">From</label>
            <input id="board-from" type="date" value={filters.from ?? ''} onChange={(e) => setFilters({ from: e.target.value || undefined })} />
          </div>
          <div className="field">
            <label htmlFor="board-to">To</label>
            <input id="board-to" type="date" value={filters.to ?? ''} onChange={(e) => setFilters({ to: e.target.value || undefined })} />
          </div>
        </>
      )}
      <ChoiceField id="board-channel" label="Sold at" value={filters.channel} choices={CHANNELS} onChange={(channel) => setFilters({ channel })} />
      <ChoiceField
        id="board-state"
        label="Order state"
        anyLabel="Any"
        value={filters.state}
        choices={(board?.states ?? []).map((s) => ({ value: s, label: words(s) }))}
        onChange={(state) => setFilters({ state })}
      />
      <ChoiceField
        id="board-payment"
        label="Payment state"
        anyLabel="Any"
        value={filters.paymentState}
        choices={(board?.paymentStates ?? []).map((s) => ({ value: s, label: words(s) }))}
        onChange={(paymentState) => setFilters({ paymentState })}
      />
      <ChoiceField
        id="board-staff"
        label="Sold by"
        anyLabel="Anyone"
        value={filters.staffId}
        choices={(board?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onChange={(staffId) => setFilters({ staffId })}
      />
      <div className="field board-search">
        <label htmlFor="board-search">Number, email or name</label>
        <input
          id="board-search"
          type="search"
          value={search}
          autoComplete="off"
          onChange={(e) => {
            setSearch(e.target.value);
            if (!e.target.value) setFilters({ search: '' });
          }}
        />
      </div>
      <button type="submit" className="btn btn-small btn-touch">
        Find
      </button>
    </form>
  );
}
