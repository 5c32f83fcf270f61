"""The settings file: round trip, damaged and old files, and single bad values."""

from __future__ import annotations

import json
import os

from game import saves
from game import settings as S
from game.settings import Settings


def test_no_file_gives_the_defaults_quietly():
    assert S.load() == (Settings(), None)


def test_round_trip_keeps_every_setting():
    custom = Settings(
        fullscreen=True,
        window_scale=1.5,
        master_volume=0.3,
        effects_volume=0.6,
        music_volume=0.0,
        muted=True,
        animation="instant",
        text_size="large",
        palette="colourblind",
        odds_panels=False,
        hint_bar=False,
        shake="off",
        flashing="reduced",
        bindings={"kb-left": {"confirm": ("K",)}, "pad": {"back": ("X",)}},
        tutorials_seen=("chicken", "zombie"),
    )
    path = S.save(custom)
    assert path.parent == saves.settings_dir()
    assert S.load() == (custom, None)


def test_a_damaged_file_is_kept_beside_the_defaults():
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text("{not json", encoding="utf-8")
    settings, message = S.load()
    assert settings == Settings()
    assert "damaged" in message and "settings.json.bad-" in message
    kept = list(saves.settings_dir().glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    assert not S.path().exists()
    assert S.load() == (Settings(), None)  # reported once: the bad file is out of the way


def test_an_old_or_foreign_file_is_replaced_not_read():
    for data in ({**Settings().to_dict(), "version": 0}, {"hello": 1}, [1, 2]):
        S.path().parent.mkdir(parents=True, exist_ok=True)
        S.path().write_text(json.dumps(data), encoding="utf-8")
        settings, message = S.load()
        assert settings == Settings() and "using defaults" in message
        assert not S.path().exists()


def test_one_bad_value_falls_back_alone():
    data = Settings(muted=True, palette="colourblind").to_dict()
    data.update(animation="warp", master_volume=7, hint_bar="yes")
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text(json.dumps(data), encoding="utf-8")
    settings, message = S.load()
    assert settings.muted and settings.palette == "colourblind"
    assert (settings.animation, settings.master_volume, settings.hint_bar) == ("normal", 0.8, True)
    for name in ("animation", "master_volume", "hint_bar"):
        assert name in message
    assert S.path().exists()  # the file was ours: it is not set aside


def test_malformed_bindings_are_dropped_with_a_message():
    data = Settings().to_dict()
    data["bindings"] = {"kb-left": {"confirm": "K"}}  # names must be a list
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text(json.dumps(data), encoding="utf-8")
    settings, message = S.load()
    assert settings.bindings == {} and "bindings" in message


def test_one_bad_binding_keeps_the_rest_and_the_old_file_is_kept_once():
    data = Settings(muted=True).to_dict()
    data["bindings"] = {
        "kb-left": {"back": ["K"], "confirm": ["J", 7]},  # 7 is no key name
        "kb-right": {"menu": ["P"]},
        "toaster": {"confirm": ["J"]},
    }
    raw = json.dumps(data)
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text(raw, encoding="utf-8")
    settings, message = S.load()
    assert settings.muted
    assert settings.bindings == {"kb-left": {"back": ("K",)}, "kb-right": {"menu": ("P",)}}
    assert "bindings" in message and "settings.json.bad-" in message
    (kept,) = saves.settings_dir().glob("settings.json.bad-*")
    assert kept.read_text(encoding="utf-8") == raw, "the file as it was, byte for byte"
    assert S.load() == (settings, None), "the mended file is said once, not at every start"


def refuse_to_open(monkeypatch, path):
    """``path`` reads as a file without read permission does (tests may run as root)."""
    real = os.open

    def opener(target, *args, **kwargs):
        if os.fspath(target) == os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(target))
        return real(target, *args, **kwargs)

    monkeypatch.setattr(os, "open", opener)


def test_an_unreadable_settings_file_is_left_alone_and_said_so(monkeypatch):
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text(json.dumps(Settings(muted=True).to_dict()), encoding="utf-8")
    refuse_to_open(monkeypatch, S.path())
    settings, message = S.load()
    assert settings == Settings()
    assert message == "settings.json cannot be read (Permission denied); using defaults for now"
    assert S.path().exists() and not list(saves.settings_dir().glob("settings.json.bad-*"))


def test_every_choice_default_is_the_dataclass_default():
    for name, allowed in S.CHOICES.items():
        assert getattr(Settings(), name) == allowed[0]
