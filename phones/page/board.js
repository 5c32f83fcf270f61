// A board as the phone draws it: columns lettered A-J across the top, rows numbered
// down the side, one element per space made by the caller (the army editor's and the
// aiming board's buttons, the hidden army's plain cells).
"use strict";

const COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function cellName(row, col) {
  return `${COLUMNS[col]}${row + 1}`;
}

// A grid of class ``cls``: ``space(row, col)`` makes each space's element.
function labelledBoard(cls, rows, cols, space) {
  const board = el("div", cls);
  board.style.gridTemplateColumns = `1.1em repeat(${cols}, 1fr)`;
  board.append(el("span", "label"));
  for (let c = 0; c < cols; c++) board.append(el("span", "label", COLUMNS[c]));
  for (let r = 0; r < rows; r++) {
    board.append(el("span", "label", String(r + 1)));
    for (let c = 0; c < cols; c++) board.append(space(r, c));
  }
  return board;
}
