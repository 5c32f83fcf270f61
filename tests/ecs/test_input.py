"""The input router: keyboard halves, controllers, hot-plug and auto-repeat.

Events are posted to pygame's real queue and read back with ``pygame.event.get()``
to prove the router works on posted events (which never touch ``key.get_pressed``).
"""

import ast
import pathlib

import pygame
import pytest

from ecs.input import (
    AXIS_MAX,
    DIRECTIONS,
    GLOBAL_DEVICE,
    GLOBAL_INTENTS,
    KEY_CODES,
    KEYBOARD_LAYOUT,
    PAD_BUTTONS,
    PAD_LAYOUT,
    REPEAT_DELAY,
    REPEAT_INTERVAL,
    DeviceEvent,
    InputRouter,
    Intent,
    IntentEvent,
    PadInfo,
    describe_bindings,
    intents_for,
    key_event,
    pad_added_event,
    pad_axis_event,
    pad_button_event,
    pad_removed_event,
)

STEP = 1 / 60
LEFTX = pygame.CONTROLLER_AXIS_LEFTX
LEFTY = pygame.CONTROLLER_AXIS_LEFTY
BTN = PAD_BUTTONS
PLAYER_INTENTS = [i for i in Intent if i not in GLOBAL_INTENTS]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    # No pygame.quit() afterwards: other test modules may share this process.
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


@pytest.fixture
def router():
    pygame.event.clear()
    return InputRouter(controllers=False)


def pump(router, *events):
    """Post events, read them back from pygame's queue, and route them."""
    for ev in events:
        assert pygame.event.post(ev)
    out = []
    for ev in pygame.event.get():
        out.extend(router.handle(ev))
    return out


def intents(out):
    return [(e.device, e.intent) for e in out if isinstance(e, IntentEvent)]


def run(router, seconds):
    """Step the router for ``seconds`` of fixed 1/60 s steps; all repeats produced."""
    out = []
    for _ in range(round(seconds / STEP)):
        out.extend(router.update(STEP))
    return out


# -------------------------------------------------------------------- keyboard


@pytest.mark.parametrize("device", ["kb-left", "kb-right"])
def test_each_keyboard_half_maps_every_intent(router, device):
    layout = KEYBOARD_LAYOUT[device]
    assert set(layout) == set(PLAYER_INTENTS)
    for intent, names in layout.items():
        for name in names:
            out = pump(router, key_event(name), key_event(name, down=False))
            assert out == [IntentEvent(device, intent)], (device, name)


def test_halves_are_different_devices(router):
    out = pump(router, key_event(pygame.K_SPACE), key_event(pygame.K_RETURN))
    assert intents(out) == [("kb-left", Intent.CONFIRM), ("kb-right", Intent.CONFIRM)]


def test_no_key_is_bound_twice_and_all_names_resolve():
    seen = []
    for layout in KEYBOARD_LAYOUT.values():
        for names in layout.values():
            seen.extend(KEY_CODES[n] for n in names)
    assert len(seen) == len(set(seen))


def test_escape_opens_the_menu_and_global_keys(router):
    out = pump(router, key_event(pygame.K_ESCAPE), key_event(pygame.K_F11))
    out += pump(router, key_event(pygame.K_F12))
    assert intents(out) == [
        ("kb-left", Intent.MENU),
        (GLOBAL_DEVICE, Intent.FULLSCREEN),
        (GLOBAL_DEVICE, Intent.SCREENSHOT),
    ]
    assert GLOBAL_DEVICE not in router.devices()


def test_unbound_keys_and_other_events_are_ignored(router):
    out = pump(
        router,
        key_event(pygame.K_g),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(0, 0)),
        pygame.event.Event(pygame.QUIT),
    )
    assert out == []


def test_key_held_is_not_repressed_by_a_second_keydown(router):
    out = pump(router, key_event(pygame.K_w), key_event(pygame.K_w))
    assert intents(out) == [("kb-left", Intent.UP)]


# ------------------------------------------------------------------ auto-repeat


def test_keyboard_auto_repeat_timing(router):
    assert intents(pump(router, key_event(pygame.K_DOWN))) == [("kb-right", Intent.DOWN)]
    assert run(router, 0.333) == []  # 20 steps: not yet
    first = router.update(STEP)  # step 21 = 0.35 s
    assert first == [IntentEvent("kb-right", Intent.DOWN, repeat=True)]
    assert run(router, 5 * STEP) == []  # 0.433 s: the next is due at 0.44 s
    assert router.update(STEP) == [IntentEvent("kb-right", Intent.DOWN, repeat=True)]
    # Over a long hold the count matches the schedule exactly.
    router2 = InputRouter(controllers=False)
    router2.handle(key_event(pygame.K_s))
    reps = run(router2, 2.0)
    expected = 1 + int((2.0 - REPEAT_DELAY) / REPEAT_INTERVAL + 1e-9)
    assert len(reps) == expected
    assert all(e == IntentEvent("kb-left", Intent.DOWN, repeat=True) for e in reps)


def test_repeat_is_independent_of_step_size():
    def count(step):
        r = InputRouter(controllers=False)
        r.handle(key_event(pygame.K_LEFT))
        n = 0
        for _ in range(round(1.5 / step)):
            n += len(r.update(step))
        return n

    assert count(1 / 30) == count(1 / 60) == count(1 / 144) == count(0.25)


def test_keyup_stops_repeat(router):
    pump(router, key_event(pygame.K_a))
    assert len(run(router, 0.5)) == 2  # 0.35 and 0.44
    pump(router, key_event(pygame.K_a, down=False))
    assert run(router, 2.0) == []
    assert not router.is_held(Intent.LEFT)


def test_only_directions_repeat(router):
    pump(router, key_event(pygame.K_SPACE), key_event(pygame.K_f))
    assert run(router, 2.0) == []
    assert router.is_held(Intent.FAST, "kb-left")
    assert not router.is_held(Intent.FAST, "kb-right")


def test_latest_direction_repeats_and_hands_back(router):
    pump(router, key_event(pygame.K_w))
    run(router, 0.2)
    pump(router, key_event(pygame.K_d))
    assert {e.intent for e in run(router, 0.4)} == {Intent.RIGHT}
    pump(router, key_event(pygame.K_d, down=False))
    assert run(router, 0.333) == []  # a fresh delay for the key still held
    assert router.update(STEP) == [IntentEvent("kb-left", Intent.UP, repeat=True)]


def test_focus_lost_forgets_held_keys(router):
    pump(router, key_event(pygame.K_UP))
    pump(router, pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert run(router, 1.0) == []


# ------------------------------------------------------------------ controllers


def test_controllers_init_without_any_pad():
    pygame.event.clear()
    r = InputRouter()  # calls controller.init() itself
    from pygame._sdl2 import controller

    assert controller.get_init()
    assert r.devices()[:2] == ["kb-left", "kb-right"]


def test_unknown_instance_button_registers_and_works(router):
    out = pump(router, pad_button_event(7, BTN["A"]))
    assert out == [DeviceEvent("pad-7", "added"), IntentEvent("pad-7", Intent.CONFIRM)]
    assert router.devices() == ["kb-left", "kb-right", "pad-7"]
    assert router.is_connected("pad-7")
    assert router.label("pad-7") == "Controller 1"
    # Seen once: no second "added".
    out = pump(router, pad_button_event(7, BTN["A"], down=False), pad_button_event(7, BTN["B"]))
    assert out == [IntentEvent("pad-7", Intent.BACK)]


def test_every_pad_button_maps(router):
    pump(router, pad_button_event(3, BTN["A"], down=False))  # register quietly
    for intent, names in PAD_LAYOUT.items():
        for name in names:
            out = pump(
                router, pad_button_event(3, BTN[name]), pad_button_event(3, BTN[name], False)
            )
            assert out == [IntentEvent("pad-3", intent)], name
    assert set(PAD_LAYOUT) == {*PLAYER_INTENTS, Intent.SCREENSHOT}  # a pad button for pictures


def test_joystick_events_are_ignored(router):
    out = pump(
        router,
        pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, joy=0, button=0),
        pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, joy=0, axis=0, value=1.0),
        pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, joy=0, hat=0, value=(0, 1)),
        pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, guid=""),
        pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7),
    )
    assert out == []
    assert router.devices() == ["kb-left", "kb-right"]


def test_axis_push_yields_one_intent_until_released_past_hysteresis(router):
    pump(router, pad_button_event(5, BTN["A"], down=False))
    out = pump(
        router,
        pad_axis_event(5, LEFTX, 3000),  # inside the deadzone
        pad_axis_event(5, LEFTX, 20000),  # pushed
        pad_axis_event(5, LEFTX, 32767),
        pad_axis_event(5, LEFTX, 12000),  # below press, above release: still held
        pad_axis_event(5, LEFTX, 25000),
    )
    assert intents(out) == [("pad-5", Intent.RIGHT)]
    out = pump(router, pad_axis_event(5, LEFTX, 5000), pad_axis_event(5, LEFTX, 20000))
    assert intents(out) == [("pad-5", Intent.RIGHT)]  # released, then pushed again
    # Straight across to the other side releases and pushes left.
    out = pump(router, pad_axis_event(5, LEFTX, -AXIS_MAX - 1))
    assert intents(out) == [("pad-5", Intent.LEFT)]
    # The y axis points down.
    out = pump(router, pad_axis_event(5, LEFTY, -30000), pad_axis_event(5, LEFTY, 0))
    out += pump(router, pad_axis_event(5, LEFTY, 30000))
    assert intents(out) == [("pad-5", Intent.UP), ("pad-5", Intent.DOWN)]


def test_right_stick_and_triggers_do_nothing(router):
    out = pump(
        router,
        pad_axis_event(5, pygame.CONTROLLER_AXIS_RIGHTX, 30000),
        pad_axis_event(5, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 30000),
    )
    assert out == []


def test_stick_auto_repeats_and_stops_on_release(router):
    pump(router, pad_axis_event(2, LEFTY, 30000))
    reps = run(router, REPEAT_DELAY + REPEAT_INTERVAL + STEP)
    assert reps == [IntentEvent("pad-2", Intent.DOWN, repeat=True)] * 2
    pump(router, pad_axis_event(2, LEFTY, 0))
    assert run(router, 1.0) == []


def test_dpad_auto_repeats(router):
    pump(router, pad_button_event(2, BTN["DPAD_LEFT"]))
    assert len(run(router, REPEAT_DELAY + STEP)) == 1
    pump(router, pad_button_event(2, BTN["DPAD_LEFT"], down=False))
    assert run(router, 1.0) == []


def test_removed_controller_is_lost(router):
    pump(router, pad_button_event(9, BTN["DPAD_UP"]))
    out = pump(router, pad_removed_event(9))
    assert out == [DeviceEvent("pad-9", "lost")]
    assert not router.is_connected("pad-9")
    assert "pad-9" not in router.devices()
    assert run(router, 1.0) == []  # its held d-pad stops repeating
    # Stragglers from the unplugged pad, and a second removal, are ignored.
    assert pump(router, pad_button_event(9, BTN["A"]), pad_removed_event(9)) == []
    assert pump(router, pad_removed_event(42)) == []


class FakePad:
    def __init__(self):
        self.closed = False

    def quit(self):
        self.closed = True


def test_hot_plug_added_then_removed():
    pygame.event.clear()
    pads = {0: PadInfo(101, "Xbox Series X Controller", FakePad()), 1: PadInfo(102, "PS5")}
    r = InputRouter(controllers=False, opener=pads.get)
    out = pump(r, pad_added_event(0), pad_added_event(1), pad_added_event(0), pad_added_event(5))
    assert out == [DeviceEvent("pad-101", "added"), DeviceEvent("pad-102", "added")]
    assert r.devices() == ["kb-left", "kb-right", "pad-101", "pad-102"]
    assert r.label("pad-101") == "Controller 1 (Xbox)"
    assert r.label("pad-102") == "Controller 2 (PlayStation)"
    assert r.button_label("pad-101", Intent.CONFIRM) == "A"
    assert r.button_label("pad-101", Intent.MENU) == "Menu"
    assert r.button_label("pad-102", Intent.CONFIRM) == "Cross"
    assert r.describe("pad-102")[Intent.UP] == "D-pad Up / Left stick"
    assert pump(r, pad_button_event(102, BTN["B"])) == [IntentEvent("pad-102", Intent.BACK)]

    assert pump(r, pad_removed_event(101)) == [DeviceEvent("pad-101", "lost")]
    assert pads[0].handle.closed
    # The freed player number is reused by the next pad.
    pads[2] = PadInfo(103, "Nintendo Switch Pro Controller")
    assert pump(r, pad_added_event(2)) == [DeviceEvent("pad-103", "added")]
    assert r.label("pad-103") == "Controller 1 (Switch)"
    assert r.devices() == ["kb-left", "kb-right", "pad-103", "pad-102"]


def test_added_event_for_a_pad_that_cannot_be_opened(router):
    assert pump(router, pad_added_event(63)) == []


# ---------------------------------------------------------- labels and helpers


def test_labels_and_bindings(router):
    assert router.label("kb-left") == "Keyboard (left)"
    assert router.label("kb-right") == "Keyboard (right)"
    assert router.button_label("kb-left", Intent.CONFIRM) == "Space"
    assert router.button_label("kb-right", Intent.CONFIRM) == "Enter"
    assert router.button_label("kb-left", Intent.FULLSCREEN) == "F11"
    assert router.button_label("pad-4", Intent.CONFIRM) == "A"
    assert router.button_label("pad-4", Intent.FULLSCREEN) == ""
    assert describe_bindings("kb-left")[Intent.CONFIRM] == "Space"
    assert describe_bindings("kb-right")[Intent.CONFIRM] == "Enter / Keypad Enter"
    assert describe_bindings(GLOBAL_DEVICE) == {
        Intent.FULLSCREEN: "F11",
        Intent.SCREENSHOT: "F12",
    }
    assert describe_bindings("pad-1")[Intent.NEXT] == "RB"
    assert describe_bindings("nope") == {}
    for device in ("kb-left", "kb-right", "pad-1"):
        assert set(describe_bindings(device)) == set(PLAYER_INTENTS)
    assert router.is_connected("kb-left") and router.is_connected("kb-right")
    assert not router.is_connected("pad-1")


def test_intents_for_filters_by_device():
    events = [
        IntentEvent("kb-left", Intent.CONFIRM),
        DeviceEvent("pad-1", "added"),
        IntentEvent("pad-1", Intent.UP),
        IntentEvent(GLOBAL_DEVICE, Intent.FULLSCREEN),
        IntentEvent("kb-right", Intent.BACK, repeat=True),
    ]
    assert intents_for(events, {"pad-1"}) == [IntentEvent("pad-1", Intent.UP)]
    assert intents_for(events, None) == [events[0], events[2], events[4]]
    assert intents_for(events, None, include_global=True) == [
        events[0],
        events[2],
        events[3],
        events[4],
    ]
    assert intents_for(events, set()) == []


def test_event_builders_round_trip():
    ev = key_event("Space", down=False)
    assert ev.type == pygame.KEYUP and ev.key == pygame.K_SPACE
    assert pad_button_event(1, 2).type == pygame.CONTROLLERBUTTONDOWN
    assert pad_button_event(1, 2, down=False).type == pygame.CONTROLLERBUTTONUP
    ev = pad_axis_event(1, LEFTX, -5)
    assert (ev.instance_id, ev.axis, ev.value) == (1, LEFTX, -5)
    assert pad_added_event(3).device_index == 3
    assert pad_removed_event(4).instance_id == 4


def test_intents_are_strings():
    assert Intent.CONFIRM == "confirm"
    assert {i.value for i in DIRECTIONS} == {"up", "down", "left", "right"}


def test_ecs_input_imports_no_upper_layer():
    src = pathlib.Path(__file__).parents[2] / "ecs" / "input.py"
    tree = ast.parse(src.read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    assert not names & {"game", "scenes"}


def test_a_replugged_pad_of_the_same_model_is_claimed_once_as_the_one_unplugged():
    pygame.event.clear()
    pads = {
        0: PadInfo(101, "Xbox Series X Controller"),
        1: PadInfo(102, "PS5 Controller"),
        2: PadInfo(103, "Xbox Series X Controller"),
        3: PadInfo(104, "Xbox Series X Controller"),
    }
    r = InputRouter(controllers=False, opener=pads.get)
    pump(r, pad_added_event(0))
    assert not r.claim_returning("pad-101", "pad-101"), "a pad still plugged in is not missing"
    pump(r, pad_removed_event(101))
    pump(r, pad_added_event(1), pad_added_event(2), pad_added_event(3))
    assert not r.claim_returning("pad-102", "pad-101"), "another model is another pad"
    assert r.claim_returning("pad-103", "pad-101")
    assert not r.claim_returning("pad-104", "pad-101"), "the seat was taken back once"
    assert r.claim_returning("pad-104", "pad-9"), "a pad named only by a resumed save: any"
    assert not r.claim_returning("kb-left", "pad-9") and not r.claim_returning("pad-104", "kb-left")
