/** The board's filters: the range completed (or custom dates), where it was sold, order and payment state, who sold it, and a search by number, email or name. */
import { useState } from 'react';
import type { BoardChannel, BoardRange } from '../../../shared/orders/orders-board.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { stateWords } from '../../ui/words/state-words.js';
import { useBoard } from './board.js';
import { ChoiceField } from './ChoiceField.js';

const RANGES = defineMessages<BoardRange>({
  today: { id: 'board.filters.today', defaultMessage: 'Today' },
  yesterday: { id: 'board.filters.yesterday', defaultMessage: 'Yesterday' },
  week: { id: 'board.filters.week', defaultMessage: 'This week' },
  custom: { id: 'board.filters.custom', defaultMessage: 'Custom…' },
});

const CHANNELS = defineMessages<BoardChannel | 'anywhere'>({
  anywhere: { id: 'board.filters.anywhere', defaultMessage: 'Anywhere' },
  this_till: { id: 'board.filters.thisTill', defaultMessage: 'This till' },
  other_tills: { id: 'board.filters.otherTills', defaultMessage: 'Other tills' },
  web: { id: 'board.filters.web', defaultMessage: 'Web' },
});

const messages = defineMessages({
  filter: { id: 'board.filters.filter', defaultMessage: 'Filter the board' },
  completed: { id: 'board.filters.completed', defaultMessage: 'Completed' },
  from: { id: 'board.filters.from', defaultMessage: 'From' },
  to: { id: 'board.filters.to', defaultMessage: 'To' },
  soldAt: { id: 'board.filters.soldAt', defaultMessage: 'Sold at' },
  orderState: { id: 'board.filters.orderState', defaultMessage: 'Order state' },
  paymentState: { id: 'board.filters.paymentState', defaultMessage: 'Payment state' },
  any: { id: 'board.filters.any', defaultMessage: 'Any' },
  soldBy: { id: 'board.filters.soldBy', defaultMessage: 'Sold by' },
  anyone: { id: 'board.filters.anyone', defaultMessage: 'Anyone' },
  search: { id: 'board.filters.search', defaultMessage: 'Number, email or name' },
  find: { id: 'board.filters.find', defaultMessage: 'Find' },
});

export function BoardFilters() {
  const words = useWords();
  const ranges = (Object.keys(RANGES) as BoardRange[]).map((value) => ({ value, label: words.formatMessage(RANGES[value]) }));
  const channels = (['', 'this_till', 'other_tills', 'web'] as const).map((value) => ({
    value,
    label: words.formatMessage(CHANNELS[value === '' ? 'anywhere' : value]),
  }));
  const board = useBoard((s) => s.board);
  const filters = useBoard((s) => s.filters);
  const setFilters = useBoard((s) => s.setFilters);
  const [search, setSearch] = useState(filters.search);
  return (
    <form
      className="orders-filters board-filters"
      role="search"
      aria-label={words.formatMessage(messages.filter)}
      onSubmit={(e) => {
        e.preventDefault();
        setFilters({ search });
      }}
    >
      <ChoiceField
        id="board-range"
        label={words.formatMessage(messages.completed)}
        value={filters.range}
        choices={ranges}
        onChange={(range) => setFilters({ range })}
      />
      {filters.range === 'custom' && (
        <>
          <div className="field">
            <label htmlFor="board-from">{words.formatMessage(messages.from)}</label>
            <input id="board-from" type="date" value={filters.from ?? ''} onChange={(e) => setFilters({ from: e.target.value || undefined })} />
          </div>
          <div className="field">
            <label htmlFor="board-to">{words.formatMessage(messages.to)}</label>
            <input id="board-to" type="date" value={filters.to ?? ''} onChange={(e) => setFilters({ to: e.target.value || undefined })} />
          </div>
        </>
      )}
      <ChoiceField
        id="board-channel"
        label={words.formatMessage(messages.soldAt)}
        value={filters.channel}
        choices={channels}
        onChange={(channel) => setFilters({ channel })}
      />
      <ChoiceField
        id="board-state"
        label={words.formatMessage(messages.orderState)}
        anyLabel={words.formatMessage(messages.any)}
        value={filters.state}
        choices={(board?.states ?? []).map((s) => ({ value: s, label: stateWords(words, s) }))}
        onChange={(state) => setFilters({ state })}
      />
      <ChoiceField
        id="board-payment"
        label={words.formatMessage(messages.paymentState)}
        anyLabel={words.formatMessage(messages.any)}
        value={filters.paymentState}
        choices={(board?.paymentStates ?? []).map((s) => ({ value: s, label: stateWords(words, s) }))}
        onChange={(paymentState) => setFilters({ paymentState })}
      />
      <ChoiceField
        id="board-staff"
        label={words.formatMessage(messages.soldBy)}
        anyLabel={words.formatMessage(messages.anyone)}
        value={filters.staffId}
        choices={(board?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onChange={(staffId) => setFilters({ staffId })}
      />
      <div className="field board-search">
        <label htmlFor="board-search">{words.formatMessage(messages.search)}</label>
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
        {words.formatMessage(messages.find)}
      </button>
    </form>
  );
}
