"""Tools turn gestures on the map into commands; one gesture pushes one command."""
