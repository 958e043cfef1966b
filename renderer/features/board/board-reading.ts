/**
 * How far main's read of the store's orders has gone (its `board.reading` events), kept apart from
 * the board's own store so that following the event costs the first screen nothing.
 */
import { create } from 'zustand';
import type { BoardReading } from '../../../shared/bridge/bridge.js';

export const useBoardReading = create<{ reading: BoardReading | null }>(() => ({ reading: null }));
