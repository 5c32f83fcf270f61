// Henhouse Havoc's army editor: tap a unit, then the space for its top-left corner.
// The page only helps the player see where a tile may go; the game checks the army
// again when it is sent, and its refusal (with the reason) is what counts.
"use strict";

// The army being placed: kept across the game's messages (and after Hide, so an undone
// army comes back as it was placed); made anew only for another board.
let army = null;

function tileCells(tile, row, col) {
  const cells = [];
  for (let r = 0; r < tile.shape[0]; r++) {
    for (let c = 0; c < tile.shape[1]; c++) cells.push([row + r, col + c]);
  }
  return cells;
}

// Each tile's name, numbered where the army has two of a unit ("Reaper 2").
function tileNames(tiles) {
  return tiles.map((t, i) => {
    const same = tiles.filter((o) => o.unit === t.unit);
    return same.length > 1 ? `${t.name} ${same.indexOf(t) + 1}` : t.name;
  });
}

function newArmy(spec) {
  return {
    key: JSON.stringify([spec.rows, spec.cols, spec.tiles]),
    rows: spec.rows,
    cols: spec.cols,
    tiles: spec.tiles,
    names: tileNames(spec.tiles),
    anchors: spec.tiles.map(() => null),
    hand: 0, // the tile to place next, or null
    note: "",
    noteKind: "",
  };
}

function tileAt(a, row, col) {
  for (let t = 0; t < a.tiles.length; t++) {
    const at = a.anchors[t];
    if (at && tileCells(a.tiles[t], at[0], at[1]).some(([r, c]) => r === row && c === col)) {
      return t;
    }
  }
  return null;
}

// Why tile ``t`` may not have its top-left at (row, col), in words, or "" when it may.
function problem(a, t, row, col) {
  const tile = a.tiles[t];
  const cells = tileCells(tile, row, col);
  const where = `the ${a.names[t]} (${tile.shape[0]} by ${tile.shape[1]}) at ${cellName(row, col)}`;
  if (cells.some(([r, c]) => r >= a.rows || c >= a.cols)) return `${where} would leave the board`;
  for (let o = 0; o < a.tiles.length; o++) {
    const at = a.anchors[o];
    if (o === t || !at) continue;
    const near = tileCells(a.tiles[o], at[0], at[1]).some(([r, c]) =>
      cells.some(([r2, c2]) => Math.abs(r - r2) <= 1 && Math.abs(c - c2) <= 1));
    if (near) return `${where} would touch the ${a.names[o]}: units may not touch, not even corner to corner`;
  }
  return "";
}

function placedCount(a) {
  return a.anchors.filter((x) => x).length;
}

function nextUnplaced(a, after) {
  const free = a.anchors.map((x, t) => (x ? -1 : t)).filter((t) => t >= 0);
  if (!free.length) return null;
  return free.find((t) => t > after) ?? free[0];
}

function say(a, text, kind) {
  a.note = text;
  a.noteKind = kind || "";
}

function pickUp(a, t) {
  a.anchors[t] = null;
  a.hand = t;
  say(a, `You picked up the ${a.names[t]}: tap a space for its top-left corner.`);
}

function tapChip(a, t) {
  if (a.anchors[t]) pickUp(a, t);
  else {
    a.hand = t;
    say(a, `Tap a space for the ${a.names[t]}'s top-left corner.`);
  }
}

function tapCell(a, row, col) {
  const there = tileAt(a, row, col);
  if (there !== null) return pickUp(a, there);
  if (a.hand === null) return say(a, "Every unit is placed: tap one to move it, or hide your army.");
  const why = problem(a, a.hand, row, col);
  if (why) return say(a, `Not allowed: ${why}.`, "no");
  const t = a.hand;
  a.anchors[t] = [row, col];
  a.hand = nextUnplaced(a, t);
  say(a, `The ${a.names[t]} is at ${cellName(row, col)}.`);
}

// Fill the editor with one of the legal armies the game sent (another than the one shown).
function randomise(a, choices) {
  const shown = JSON.stringify(a.anchors);
  const others = choices.filter((cells) => JSON.stringify(anchorsOf(a, cells)) !== shown);
  const pick = (others.length ? others : choices)[Math.floor(Math.random() * (others.length || choices.length))];
  a.anchors = anchorsOf(a, pick);
  a.hand = null;
  say(a, "A random army: tap a unit to move it, or hide it as it is.");
}

function anchorsOf(a, cells) {
  const anchors = a.tiles.map(() => null);
  for (let i = 0; i + 2 < cells.length; i += 3) anchors[cells[i]] = [cells[i + 1], cells[i + 2]];
  return anchors;
}

function deployAction(a) {
  return { type: "hh_deploy", cells: a.anchors.flatMap((at, t) => [t, at[0], at[1]]) };
}

function shapeDrawing(tile) {
  const node = el("span", "shape");
  node.style.gridTemplateColumns = `repeat(${tile.shape[1]}, 10px)`;
  node.setAttribute("aria-hidden", "true");
  for (let i = 0; i < tile.shape[0] * tile.shape[1]; i++) node.append(el("span", "bit"));
  return node;
}

function drawChips(a, redraw) {
  const box = el("div", "chips");
  a.tiles.forEach((tile, t) => {
    const placed = a.anchors[t];
    const chip = el("button", "chip");
    chip.dataset.tile = String(t);
    chip.setAttribute("aria-pressed", String(a.hand === t));
    if (a.hand === t) chip.classList.add("held");
    if (placed) chip.classList.add("placed");
    chip.append(shapeDrawing(tile));
    const words = el("span", "words");
    words.append(el("span", "unit", a.names[t]));
    const where = a.hand === t ? "in hand" : placed ? `✓ at ${cellName(placed[0], placed[1])}` : "to place";
    words.append(el("span", "where", where));
    chip.append(words);
    chip.onclick = () => { tapChip(a, t); redraw(); };
    box.append(chip);
  });
  return box;
}

function drawBoard(a, redraw) {
  return labelledBoard("board", a.rows, a.cols, (r, c) => {
    const cell = el("button", "space");
    cell.dataset.row = String(r);
    cell.dataset.col = String(c);
    const t = tileAt(a, r, c);
    let words = cellName(r, c);
    if (t !== null) {
      cell.classList.add("tile");
      cell.textContent = a.tiles[t].mark;
      words += `: ${a.names[t]}, tap to pick it up`;
    } else if (a.hand !== null && problem(a, a.hand, r, c)) {
      cell.classList.add("no");
      words += `: not allowed for the ${a.names[a.hand]}`;
    }
    cell.setAttribute("aria-label", words);
    cell.onclick = () => { tapCell(a, r, c); redraw(); };
    return cell;
  });
}

// The editor in ``box`` for state ``s`` (whose ``army`` says what to place).
function drawArmy(box, s, send) {
  if (!army || army.key !== JSON.stringify([s.army.rows, s.army.cols, s.army.tiles])) {
    army = newArmy(s.army);
    say(army, `Tap a space for the ${army.names[0]}'s top-left corner.`);
  }
  const a = army;
  const redraw = () => drawArmy(box, s, send);
  box.replaceChildren();
  box.append(el("h2", "", "Place your army"));
  box.append(el("p", "how", "Tap a unit, then the space for its top-left corner. Units may not touch, even at a corner: hatched ✕ spaces are not allowed for the unit in hand."));
  const note = el("p", `note ${a.noteKind}`, a.note);
  note.id = "army-note";
  note.setAttribute("role", "status");
  box.append(note);
  box.append(drawBoard(a, redraw));
  box.append(drawChips(a, redraw));
  const tools = el("div", "tools");
  const random = el("button", "", "Randomise");
  random.dataset.kind = "randomise";
  random.disabled = !s.army.random.length;  // the game is still finding armies
  random.onclick = () => { randomise(a, s.army.random); redraw(); };
  const clear = el("button", "", "Clear");
  clear.dataset.kind = "clear";
  clear.onclick = () => {
    a.anchors = a.tiles.map(() => null);
    a.hand = 0;
    say(a, `Cleared. Tap a space for the ${a.names[0]}'s top-left corner.`);
    redraw();
  };
  tools.append(random, clear);
  box.append(tools);
  const left = a.tiles.length - placedCount(a);
  const hide = el("button", "main", "Hide my army");
  hide.dataset.kind = "deploy";
  if (left) hide.textContent = `Hide my army (${left} unit${left > 1 ? "s" : ""} to place)`;
  else if (!s.your_turn) hide.textContent = "Hide my army on your turn";
  hide.disabled = left > 0 || !s.your_turn;
  hide.onclick = () => send(deployAction(a));
  box.append(hide);
}
