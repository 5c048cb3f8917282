"""Hostile files: every loader ends in one narrow, readable error, writes nothing.

Random JSON, mutated real files (truncated, wrong types, huge numbers, deep nesting,
bad base64, oversized image claims) through both loaders (encounter files and Universal
VTT). The number of cases tried is printed by the last test (run with `-s` to see it).
"""

from __future__ import annotations

import base64
import json
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.io import EncounterFileError, load_encounter, loads_encounter
from battlemap.io import uvtt as uvtt_module
from battlemap.io.uvtt import UvttFileError, load_uvtt, loads_uvtt

DATA = Path(__file__).parent / "data"
CAVE_BYTES = (DATA / "dungeondraft-cave-20x20.dd2vtt").read_bytes()
V1_BYTES = (DATA / "v1-crypt.battlemap").read_bytes()
TINY_PNG = b"\x89PNG\r\n\x1a\n" + struct.pack(">I4sII", 13, b"IHDR", 64, 64) + b"\0" * 16
CAVE_RAW: dict[str, Any] = json.loads(CAVE_BYTES)
CAVE_SMALL: dict[str, Any] = {**CAVE_RAW, "image": base64.b64encode(TINY_PNG).decode()}
V1_RAW: dict[str, Any] = json.loads(V1_BYTES)
FUZZ = settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None
)

TRIED = {"cases": 0}
Loader = Callable[[bytes], object]
LOADERS: dict[str, Loader] = {
    "encounter": lambda b: loads_encounter(b, source="x.battlemap"),
    "uvtt": lambda b: loads_uvtt(b, source="x.dd2vtt"),
}


def _check(loader: Loader, data: bytes) -> None:
    """Either a valid result or an EncounterFileError with a one-line message."""
    TRIED["cases"] += 1
    try:
        loader(data)
    except EncounterFileError as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) < 600, message
        assert "Traceback" not in message


def _both(data: bytes) -> None:
    for loader in LOADERS.values():
        _check(loader, data)


json_leaf = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([10**30, -(10**30), 2**63, 1e308, -1e308, 0.5, -0.0])
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30)
)
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner),
    max_leaves=40,
)


@FUZZ
@given(json_value)
def test_random_json(value: object) -> None:
    _both(json.dumps(value).encode())


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            if k != "image" or prefix:
                out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node[:3]):  # the first few of each list are enough
            out += _paths(v, (*prefix, i))
    return out


def _replace(node: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copy = dict(node) if isinstance(node, dict) else list(node)
    copy[path[0]] = _replace(node[path[0]], path[1:], value)
    return copy


CAVE_PATHS = _paths(CAVE_SMALL)
V1_PATHS = _paths(V1_RAW)


@FUZZ
@given(st.sampled_from(CAVE_PATHS), json_value)
def test_uvtt_with_one_value_of_the_wrong_type(path: tuple[Any, ...], value: object) -> None:
    _check(LOADERS["uvtt"], json.dumps(_replace(CAVE_SMALL, path, value)).encode())


@FUZZ
@given(st.sampled_from(V1_PATHS), json_value)
def test_encounter_with_one_value_of_the_wrong_type(path: tuple[Any, ...], value: object) -> None:
    _check(LOADERS["encounter"], json.dumps(_replace(V1_RAW, path, value)).encode())


@FUZZ
@given(st.data())
def test_truncated_and_bit_flipped_real_files(data: st.DataObject) -> None:
    source = data.draw(st.sampled_from([V1_BYTES, CAVE_BYTES[:200_000]]))
    cut = data.draw(st.integers(0, len(source)))
    _both(source[:cut])
    flips = data.draw(st.lists(st.tuples(st.integers(0, len(source) - 1), st.integers(0, 255))))
    mutated = bytearray(source)
    for at, byte in flips:
        mutated[at] = byte
    _both(bytes(mutated))


DEGENERATE = {
    "deep-list": "[" * 100_000,
    "deep-object": '{"a":' * 50_000,
    "nested-500": "[" * 500 + "]" * 500,
    "huge-int": "1" * 100_000,  # an integer literal beyond Python's digit limit
    "1e999": "1e999",
    "nan": "NaN",
    "empty": "",
    "bom": "\ufeff{}",
    "null": "null",
    "lone-surrogate": '"\\ud800"',
}


@pytest.mark.parametrize("text", DEGENERATE.values(), ids=DEGENERATE.keys())
def test_degenerate_json(text: str) -> None:
    _both(text.encode("utf-8", "surrogatepass"))
    _both(text.encode("utf-16"))


def _uvtt(**changes: Any) -> bytes:
    return json.dumps({**CAVE_SMALL, **changes}).encode()


@pytest.mark.parametrize(
    ("changes", "match"),
    [
        ({"image": "not base64!!"}, "not valid base64"),
        ({"image": "QUJD"}, "neither PNG nor WebP"),
        ({"image": "data:image/png;base64,@@@"}, "not valid base64"),
        ({"resolution": {"map_size": {"x": 1e9, "y": 2}, "pixels_per_grid": 64}}, "map_size"),
        ({"resolution": {"map_size": {"x": 5000, "y": 2}, "pixels_per_grid": 64}}, "1 to 1000"),
        ({"resolution": {"map_size": {"x": 5, "y": 5}, "pixels_per_grid": 0}}, "pixels_per"),
        ({"resolution": {"map_size": {"x": 0.2, "y": 5}, "pixels_per_grid": 50}}, "1 to 1000"),
        ({"line_of_sight": [[{"x": "a", "y": 1}]]}, r"line_of_sight\.0\.0\.x"),
        ({"line_of_sight": [[{"x": 0, "y": 0}, {"x": 99_999, "y": 99_999}]] * 3}, "squares of"),
        ({"portals": [{"bounds": [{"x": 1, "y": 1}]}]}, r"portals\.0\.bounds"),
        ({"portals": "door"}, "portals"),
        ({"line_of_sight": [[[[[[[]]]]]]]}, "line_of_sight"),
    ],
)
def test_specific_hostile_uvtt_fields(changes: dict[str, Any], match: str) -> None:
    TRIED["cases"] += 1
    with pytest.raises(UvttFileError, match=match):
        loads_uvtt(_uvtt(**changes), source="x.dd2vtt")


def _png_claiming(width: int, height: int) -> str:
    header = b"\x89PNG\r\n\x1a\n" + struct.pack(">I4sII", 13, b"IHDR", width, height)
    return base64.b64encode(header + b"\0" * 64).decode()


@pytest.mark.parametrize(
    "image",
    [
        _png_claiming(100_000, 100_000),  # a "100 MB+" image: 40 GB of pixels once decoded
        _png_claiming(0, 10),
        base64.b64encode(b"RIFF\0\0\0\0WEBPVP8X" + b"\0" * 8 + b"\xff" * 6).decode(),
    ],
)
def test_image_size_claims_are_checked_before_decoding(image: str) -> None:
    TRIED["cases"] += 1
    with pytest.raises(UvttFileError, match="claims"):
        loads_uvtt(_uvtt(image=image), source="x.dd2vtt")


def test_oversized_image_and_file_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    TRIED["cases"] += 2
    monkeypatch.setattr(uvtt_module, "MAX_IMAGE_BYTES", 100)
    with pytest.raises(UvttFileError, match="larger than"):
        loads_uvtt(_uvtt(image=base64.b64encode(TINY_PNG * 10).decode()))
    monkeypatch.setattr(uvtt_module, "MAX_FILE_BYTES", 1000)
    big = tmp_path / "big.dd2vtt"
    big.write_bytes(b" " * 2000)
    with pytest.raises(UvttFileError, match="up to"):
        load_uvtt(big)


def test_path_loaders_write_nothing_on_failure(tmp_path: Path) -> None:
    samples = [V1_BYTES[:500], b"[" * 10_000, json.dumps({"format": 2}).encode()]
    for i, data in enumerate(samples):
        for suffix, loader in ((".battlemap", load_encounter), (".dd2vtt", load_uvtt)):
            path = tmp_path / f"bad{i}{suffix}"
            path.write_bytes(data)
            before = sorted(tmp_path.iterdir())
            TRIED["cases"] += 1
            with pytest.raises(EncounterFileError):
                loader(path)
            assert sorted(tmp_path.iterdir()) == before
            assert path.read_bytes() == data


@pytest.mark.parametrize("suffix", [".battlemap", ".dd2vtt", ".uvtt", ".df2vtt"])
def test_command_line_prints_one_line_and_exits_non_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    """`battlemap FILE` on a hostile file: one line on stderr, exit 2, no window."""
    from battlemap.cli import main

    hostile = [
        *DEGENERATE.values(),
        V1_BYTES[:300].decode(),
        CAVE_BYTES[:3000].decode(),
        json.dumps({**CAVE_SMALL, "image": _png_claiming(100_000, 100_000)}),
        json.dumps({**V1_RAW, "schema_version": 99}),
    ]
    for i, text in enumerate(hostile):
        path = tmp_path / f"bad{i}{suffix}"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        TRIED["cases"] += 1
        assert main([str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.startswith("battlemap: ") and err.count("\n") == 1, err
    assert main([str(tmp_path / "missing.battlemap")]) == 2
    assert "No such file" in capsys.readouterr().err


def test_zz_report_the_number_of_cases_tried() -> None:
    """Runs last in this module (pytest keeps file order)."""
    print(f"\nhostile-input cases tried: {TRIED['cases']}")
    assert TRIED["cases"] >= 1000 or TRIED["cases"] == 0  # 0 when run on its own
