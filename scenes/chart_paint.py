"""Draw a results chart (:mod:`game.chart`): axes, labelled ticks, a legend, a line a seat.

Every seat's line carries its shape at its points and in the legend, so a line is told
apart without its colour. The chart is painted once onto its own surface, words last,
so nothing is ever drawn over a label.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ecs import art
from ecs.palette import PALETTE, PLAYER_STYLES
from game.chart import Band, Chart, Line, Panel
from game.match import SeatSpec
from scenes import ui

TICK = 16  # px: the smallest print a player is asked to read
LEGEND = 20
TITLE = 20
GROUP = "Everyone"  # the legend's name for a line the whole table shares (co-op)
NICE_STEPS = (1, 2, 5, 10, 20, 25, 50, 100)


def nice_step(span: float, room: int, label: int) -> int:
    """The smallest round step whose ticks, ``room`` px across ``span``, keep apart."""
    for step in NICE_STEPS:
        if span <= 0 or room * step / span >= label:
            return step
    return NICE_STEPS[-1]


def _marker(seat: int | None, seats: Sequence[SeatSpec], size: int) -> pygame.Surface:
    if seat is None:
        return art.shape_badge("star", PALETTE["text"], size)
    style = PLAYER_STYLES[seats[seat].style]
    return art.shape_badge(style.shape, style.colour, size)


def _colour(seat: int | None, seats: Sequence[SeatSpec]):
    return PALETTE["text"] if seat is None else PLAYER_STYLES[seats[seat].style].colour


def legend_entries(chart: Chart, seats: Sequence[SeatSpec]) -> list[tuple[int | None, str]]:
    """Whose lines the chart holds, in seat order: a shared line is "Everyone" (one seat
    alone, as in solo, keeps its own name)."""
    found: dict[int | None, str] = {}
    for panel in chart.panels:
        for line in panel.lines:
            for seat in (line.seat, *line.marks):
                if seat is None and line.marks:
                    continue  # the leader's line: its points carry the seats' own shapes
                if seat is None and len(seats) == 1:
                    seat = 0  # solo: the table's line is the one player's
                found.setdefault(seat, GROUP if seat is None else seats[seat].name)
    return sorted(found.items(), key=lambda item: -1 if item[0] is None else item[0])


def paint(chart: Chart, seats: Sequence[SeatSpec], size: tuple[int, int]) -> pygame.Surface:
    """The whole chart on a transparent surface of ``size``."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    words: list[tuple[str, int, tuple[int, int], tuple, str]] = []  # drawn after the lines
    top = _legend(surface, chart, seats, words)
    solo = len(seats) == 1
    gap = 10
    height = (size[1] - top - gap * (len(chart.panels) - 1)) // len(chart.panels)
    for index, panel in enumerate(chart.panels):
        area = pygame.Rect(0, top + index * (height + gap), size[0], height)
        _panel(surface, area, chart, panel, seats, words, solo, labels=index == 0)
    for text, px, at, colour, anchor in words:
        ui.text(surface, text, px, at, colour, anchor=anchor)
    return surface


def _legend(surface, chart: Chart, seats: Sequence[SeatSpec], words) -> int:
    """Every seat's shape and name along the top, in as many rows as the names need
    (eight seats do not fit one); returns where the panels start."""
    x, y = 4, LEGEND // 2 + 4
    for seat, name in legend_entries(chart, seats):
        wide = LEGEND + 6 + ui.text_width(name, 18)
        if x > 4 and x + wide > surface.get_width() - 4:
            x, y = 4, y + LEGEND + 8  # the next row
        badge = _marker(seat, seats, LEGEND)
        surface.blit(badge, badge.get_rect(midleft=(x, y)))
        words.append((name, 18, (x + LEGEND + 6, y), PALETTE["text"], "midleft"))
        x += wide + 22
    return y + LEGEND // 2 + 10


def _panel(surface, area, chart: Chart, panel: Panel, seats, words, solo, labels) -> None:
    tick_h = render_height(TICK)
    left = max(ui.text_width(_y_label(panel, v), TICK) for v in _y_ticks(panel)[0]) + 12
    strip = render_height(TICK) + 4 if panel.bands and labels else 0
    plot = pygame.Rect(
        area.x + left,
        area.y + 32 + strip,
        area.width - left - 12,
        area.height - 38 - strip - tick_h,
    )
    title = (plot.x + 4, area.y + 10)  # above the plot, clear of the top tick's label
    words.append((panel.title, TITLE, title, PALETTE["text_accent"], "midleft"))
    first, last = _x_range(chart, panel)
    span = max(1, last - first)

    def px(x: float) -> float:
        return plot.x + (x - first) * plot.width / span

    ticks, top_value = _y_ticks(panel)

    def py(v: float) -> float:
        return plot.bottom - v * plot.height / top_value if top_value else plot.bottom

    pygame.draw.rect(surface, (*PALETTE["panel_alt"], 255), plot)
    for band in panel.bands:
        _band(surface, plot, band, px, words if labels else None, strip)
    for value in ticks:
        y = round(py(value))
        pygame.draw.line(surface, PALETTE["panel_border"], (plot.x, y), (plot.right, y), 1)
        words.append(
            (_y_label(panel, value), TICK, (plot.x - 6, y), PALETTE["text_muted"], "midright")
        )
    if panel.goal is not None:
        y = round(py(panel.goal))
        _dashed(surface, PALETTE["gold_dark"], (plot.x, y), (plot.right, y))
    pygame.draw.rect(surface, PALETTE["panel_border"], plot, 2)
    for line in panel.lines:
        _line(surface, line, chart.xs, px, py, seats, solo)
    step = nice_step(span, plot.width, ui.text_width(str(last), TICK) + 14)
    for x in range(first + (-first) % step, last + 1, step):
        at = (round(px(x)), plot.bottom + 3)
        pygame.draw.line(
            surface, PALETTE["panel_border"], (at[0], plot.bottom), (at[0], at[1] + 2), 2
        )
        words.append((str(x), TICK, at, PALETTE["text_muted"], "midtop"))
    axis = (plot.right, area.y + 10)
    words.append((chart.axis, 18, axis, PALETTE["text_muted"], "midright"))


def render_height(size: int) -> int:
    from ecs.fonts import render_text

    return render_text("Ag", size, PALETTE["text"], shadow=False).get_height()


def _x_range(chart: Chart, panel: Panel) -> tuple[int, int]:
    xs = list(chart.xs) + [b.first for b in panel.bands] + [b.last for b in panel.bands]
    return min(xs), max(xs)


def _y_ticks(panel: Panel) -> tuple[list[float], float]:
    if panel.percent:
        return [0.0, 0.5, 1.0], 1.0
    high = max([v for line in panel.lines for v in line.values] + [panel.goal or 0, 1])
    step = nice_step(high, 3, 1)
    top = math.ceil(high / step) * step
    return [float(v) for v in range(0, top + 1, step)], float(top)


def _y_label(panel: Panel, value: float) -> str:
    return f"{value:.0%}" if panel.percent else str(int(value))


def _band(surface, plot: pygame.Rect, band: Band, px, words, strip: int) -> None:
    """A title's stretch of Nights, shaded; the title reached in gold, with its name."""
    left, right = px(band.first - 0.5), px(band.last + 0.5)
    rect = pygame.Rect(round(left), plot.y, round(right - left), plot.height).clip(plot)
    if band.reached:
        pygame.draw.rect(surface, (*PALETTE["focus"], 255), rect)
    pygame.draw.line(surface, PALETTE["panel_border"], rect.topleft, rect.bottomleft, 1)
    if words is not None and ui.text_width(band.name, TICK) <= rect.width - 4:
        colour = PALETTE["text"] if band.reached else PALETTE["text_muted"]
        words.append((band.name, TICK, (rect.centerx, plot.y - strip // 2 - 1), colour, "center"))


def _dashed(surface, colour, start, end, dash: int = 8) -> None:
    (x0, y0), (x1, y1) = start, end
    length = max(1, math.hypot(x1 - x0, y1 - y0))
    for s in range(0, int(length), dash * 2):
        a, b = s / length, min(1.0, (s + dash) / length)
        p = (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a)
        q = (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)
        pygame.draw.line(surface, colour, p, q, 3)


def _line(surface, line: Line, xs, px, py, seats, solo: bool) -> None:
    seat = 0 if line.seat is None and solo and not line.marks else line.seat
    lift = 0 if seat is None else (seat - (len(seats) - 1) / 2) * 3  # equal lines stay apart
    points = [(px(x), py(v) - lift) for x, v in zip(xs, line.values, strict=True)]
    colour = _colour(seat if not line.marks else None, seats)
    if len(points) > 1:
        pygame.draw.lines(surface, PALETTE["outline"], False, points, 6)
        pygame.draw.lines(surface, colour, False, points, 3)
    apart = (points[-1][0] - points[0][0]) / max(1, len(points) - 1)  # px between points
    size = 16 if apart >= 18 else 12
    every = max(1, math.ceil(size * 1.2 / max(1.0, apart)))  # markers never pile up
    for index, point in enumerate(points):
        if index % every and index != len(points) - 1:
            continue
        owner = line.marks[index] if line.marks else seat
        badge = _marker(owner, seats, size)
        surface.blit(badge, badge.get_rect(center=(round(point[0]), round(point[1]))))
