"""Per-square shading layers (terrain, threat, bands) composited into one image.

One scaled image per frame instead of three: each full-view alpha blend costs ~2 ms at
1920 × 1080, so the layers are blended once here, in numpy, when one of them changes.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

Colours = npt.NDArray[np.uint32]


def over(top: Colours, bottom: Colours) -> Colours:
    """Straight-alpha 0xAARRGGBB `top` over `bottom`, element-wise.

    Example:
        >>> hex(int(over(np.array([0x80FF0000], np.uint32), np.array([0xFF0000FF], np.uint32))[0]))
        '0xff80007f'
    """
    t = top[..., None].view(np.uint8).reshape(*top.shape, 4).astype(np.float32) / 255
    b = bottom[..., None].view(np.uint8).reshape(*bottom.shape, 4).astype(np.float32) / 255
    # little-endian uint32 0xAARRGGBB is bytes B, G, R, A
    ta, ba = t[..., 3:4], b[..., 3:4]
    out_a = ta + ba * (1 - ta)
    safe = np.where(out_a > 0, out_a, 1)
    rgb = (t[..., :3] * ta + b[..., :3] * ba * (1 - ta)) / safe
    out = np.concatenate([rgb, out_a], axis=-1)
    packed = np.round(out * 255).astype(np.uint8).reshape(*top.shape, 4)
    return packed.view(np.uint32).reshape(top.shape)


@dataclass
class Shading:
    """The three layers, bottom to top; None where a layer shows nothing."""

    rows: int
    cols: int
    terrain: Colours | None = None
    threat: Colours | None = None
    bands: tuple[int, int, Colours] | None = None  # (top, left, colours of a window)

    def composite(self) -> Colours | None:
        """The map-sized blend of the layers, or None when all are empty."""
        out: Colours | None = None
        for layer in (self.terrain, self.threat, self._bands_on_map()):
            if layer is None:
                continue
            out = layer.copy() if out is None else over(layer, out)
        return out

    def _bands_on_map(self) -> Colours | None:
        if self.bands is None:
            return None
        top, left, colours = self.bands
        full = np.zeros((self.rows, self.cols), dtype=np.uint32)
        h = min(colours.shape[0], self.rows - top)
        w = min(colours.shape[1], self.cols - left)
        full[top : top + h, left : left + w] = colours[:h, :w]
        return full
