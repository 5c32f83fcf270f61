// A phone's seat: draws what the game sends (this seat's view only) and sends back the
// one move the player taps. The game checks every move; this page never decides rules.
"use strict";

const SHAPES = {
  circle: '<circle r="10"/>',
  square: '<rect x="-9" y="-9" width="18" height="18" rx="2"/>',
  triangle: '<path d="M0-10L10 8H-10Z"/>',
  diamond: '<path d="M0-11L11 0L0 11L-11 0Z"/>',
  star: '<path d="M0-11L3 -3L11-3L5 2L7 10L0 5L-7 10L-5 2L-11-3L-3-3Z"/>',
  hexagon: '<path d="M-10 0L-5-9H5L10 0L5 9H-5Z"/>',
  heart: '<path d="M0 10L-9 1A5 5 0 0 1 0-6A5 5 0 0 1 9 1Z"/>',
  cross: '<path d="M-4-10H4V-4H10V4H4V10H-4V4H-10V-4H-4Z"/>',
};
const CLOSED = {
  4000: "Another device took this seat.",
  4001: "A new game began: open its link.",
  4002: "Seat setup closed on the TV: scan its code again to join.",
};
const $ = (id) => document.getElementById(id);
let socket = null;
let retry = 0;
let ended = false;
let lastState = null;

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}${location.pathname}ws`);
  socket.onopen = () => { retry = 0; };
  socket.onmessage = (m) => {
    let data;
    try { data = JSON.parse(m.data); } catch (e) { return; }
    if (data.type === "state") { lastState = data; draw(data); }
    else if (data.type === "refused") { refuse(data.reason); }
    else if (data.type === "go" && data.url.startsWith(`${location.origin}/s/`)) {
      ended = true;  // the game began: this phone's seat has a link of its own
      location.replace(data.url);
    }
  };
  socket.onclose = (e) => {
    if (CLOSED[e.code]) {
      ended = true;
      status(CLOSED[e.code], "lost");
      for (const b of document.querySelectorAll("main button")) b.disabled = true;
      return;
    }
    if (ended) return;
    status("Connection lost: joining again…", "lost");
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 400 * retry);
  };
}

function status(text, kind) {
  const el = $("status");
  el.textContent = text;
  el.className = kind || "";
}

function refuse(reason) {
  if (lastState) drawChoices(lastState);  // the choices come back as they were
  const el = $("refusal");
  el.textContent = reason;
  el.hidden = false;
}

function send(action) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  $("refusal").hidden = true;
  for (const b of document.querySelectorAll("main button")) b.disabled = true;
  socket.send(JSON.stringify({ type: "act", action: action }));
}

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function draw(s) {
  document.documentElement.style.setProperty("--seat", `rgb(${s.colour.join(",")})`);
  $("token").innerHTML = "";
  $("token").insertAdjacentHTML("beforeend", SHAPES[s.shape] || SHAPES.circle);
  $("token").firstChild.setAttribute("fill", `rgb(${s.colour.join(",")})`);
  $("token").firstChild.setAttribute("stroke", "rgb(52,34,30)");
  $("token").firstChild.setAttribute("stroke-width", "2");
  $("name").textContent = s.colour_name ? `${s.name} (${s.colour_name} ${s.shape})` : s.name;
  $("game").textContent = s.title;
  status(s.status, s.your_turn ? "turn" : "");
  $("refusal").hidden = true;
  drawChoices(s);
  drawPrivate(s.private);
  const pub = $("public");
  pub.replaceChildren(...s.public.map((line) => el("li", "", line)));
}

function drawChoices(s) {
  drawAim($("aim"), s);
  drawActions(s);
  const box = $("army");
  if (s.army) drawArmy(box, s, send);
  else box.replaceChildren();
}

function drawActions(s) {
  const box = $("actions");
  box.replaceChildren();
  if (!s.actions.length) return;
  if (s.undo) {
    const b = el("button", "undo", s.undo);
    b.dataset.kind = "undo";
    b.onclick = () => send({ type: "undo" });
    box.append(b);
  }
  if (s.army) return;  // the army is placed on its own editor, not picked from a list
  const aimed = aimedChoices(s);  // those are tapped on the farm's board above
  const listed = s.actions.filter((_, i) => !aimed.has(i));
  if (listed.length) box.prepend(el("h2", "", aimed.size ? "Or" : s.prompt || "Your choices"));
  s.actions.forEach((choice, i) => {
    if (aimed.has(i)) return;
    const b = el("button", "", choice.label);
    b.dataset.index = String(i);
    b.onclick = () => send(choice.action);
    box.append(b);
  });
}

function drawPrivate(sections) {
  const box = $("private");
  box.replaceChildren();
  for (const part of sections) {
    box.append(el("h2", "", part.title));
    if (part.grid) box.append(drawGrid(part.grid));
    const items = el("div", "items");
    for (const item of part.items) items.append(el("span", "item", item));
    if (part.items.length) box.append(items);
  }
}

function drawGrid(grid) {
  const marks = new Map(grid.cells.map((c) => [`${c[0]},${c[1]}`, c]));
  return labelledBoard("grid", grid.rows, grid.cols, (y, x) => {
    const mark = marks.get(`${x},${y}`);
    const cell = el("div", "cell");
    if (mark) {
      cell.classList.add(mark[3] ? "hit" : "unit");
      if (!mark[3]) cell.textContent = mark[2];
    }
    return cell;
  });
}

connect();
