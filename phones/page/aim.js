// Aiming by tapping a farm's space (Henhouse's Targets, bonus strikes, Magnetic Fields,
// a Sitting Duck's reveal): the message's ``aim`` lists the farms, what this seat knows
// of each, and which of its actions each space starts. The page only offers those
// actions; the game checks the one sent.
"use strict";

// The farm shown (kept across messages, so a second Target goes on the same farm), the
// space whose ways are offered, and the message they belong to.
const aim = { board: null, cell: null, state: null, note: "" };
// Each known kind of space's mark (a unit's spaces carry its letters instead): the
// page's own, since the TV's font need not draw them.
const MARKS = { crater: "○", hit: "✹", field: "▦", target: "◎", theirs: "◌" };

// The indices of ``s.actions`` that are aimed on a board, not drawn as buttons.
function aimedChoices(s) {
  return new Set((s.aim || []).flatMap((farm) => farm.choices.map((c) => c[0])));
}

function tapSpace(s, farm, here, r, c) {
  aim.note = "";
  if (!here) {
    aim.cell = null;
    aim.note = `${cellName(r, c)} is not a space you may aim at now: tap one marked ●.`;
  } else if (here.length === 1) {
    aim.cell = null;
    send(s.actions[here[0][0]].action);
    return;
  } else aim.cell = `${r},${c}`;
  drawAim($("aim"), s);
}

function drawAim(box, s) {
  box.replaceChildren();
  if (!s.aim || !s.aim.length) return;
  if (aim.state !== s) Object.assign(aim, { state: s, cell: null, note: "" });
  const farm = s.aim.find((f) => f.board === aim.board) || s.aim[0];
  aim.board = farm.board;
  const spots = new Map();
  for (const choice of farm.choices) {
    const key = `${choice[1]},${choice[2]}`;
    spots.set(key, [...(spots.get(key) || []), choice]);
  }
  const known = new Map(farm.cells.map((k) => [`${k[0]},${k[1]}`, k]));
  box.append(el("h2", "", `${farm.doing}: ${farm.title}`));
  if (s.aim.length > 1) {
    const farms = el("div", "farms");
    for (const other of s.aim) {
      const tab = el("button", other === farm ? "held" : "", other.title);
      tab.dataset.board = String(other.board);
      tab.setAttribute("aria-pressed", String(other === farm));
      tab.onclick = () => { aim.board = other.board; aim.cell = null; aim.note = ""; drawAim(box, s); };
      farms.append(tab);
    }
    box.append(farms);
  }
  box.append(el("p", "how", "Tap a space marked ● to aim there. ○ crater, ✹ hit, ◎ your waiting Target, ◌ another's, ▦ Magnetic Field."));
  const board = labelledBoard("board", farm.rows, farm.cols, (r, c) => {
    const key = `${r},${c}`;
    const here = spots.get(key);
    const mark = known.get(key);
    const cell = el("button", "space");
    cell.dataset.row = String(r);
    cell.dataset.col = String(c);
    let words = cellName(r, c);
    if (mark) {
      cell.classList.add(mark[2]);
      cell.textContent = mark[3] || MARKS[mark[2]] || "";
      words += `: ${mark[2]}`;
    }
    if (here) {
      cell.classList.add("aim");
      words += `: aim ${here.map((h) => h[3].toLowerCase()).join(" or ")}`;
    } else words += ": not a choice now";
    if (aim.cell === key) cell.classList.add("held");
    cell.setAttribute("aria-label", words);
    cell.onclick = () => tapSpace(s, farm, here, r, c);
    return cell;
  });
  box.append(board);
  const note = el("p", "note", aim.note);
  note.id = "aim-note";
  note.setAttribute("role", "status");
  if (aim.note) note.classList.add("no");
  const ways = spots.get(aim.cell);
  if (ways) {
    const [r, c] = aim.cell.split(",").map(Number);
    note.textContent = `From ${cellName(r, c)}: which way?`;
    box.append(note);
    const row = el("div", "tools");
    for (const [index, , , way] of ways) {
      const b = el("button", "main", `${way} from ${cellName(r, c)}`);
      b.dataset.index = String(index);
      b.onclick = () => { aim.cell = null; send(s.actions[index].action); };
      row.append(b);
    }
    box.append(row);
  } else if (aim.note) box.append(note);
}
