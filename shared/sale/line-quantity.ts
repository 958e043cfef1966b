/** The most of one variant a single sale call takes (add, scan, set a line's quantity). */
export const MAX_LINE_QUANTITY = 9999;
