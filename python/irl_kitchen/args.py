"""Argument checks of Client, Session and Env, made when the object is made or the call is made, so
that a wrong argument is a ValueError or TypeError naming it, not an error from deep in the
standard library (socket.py, http.client) or a 400 from the server."""

import math
import urllib.parse

__all__ = ["base_url", "token", "timeout", "count", "number_or_none", "boolean", "choice"]


def base_url(value):
    """``http://HOST[:PORT][/PREFIX]`` or ``https://...``, without its trailing slashes."""
    if not isinstance(value, str) or not value.startswith(("http://", "https://")):
        raise ValueError("base_url must be an http:// or https:// URL, not {!r}".format(value))
    parts = urllib.parse.urlsplit(value)
    try:
        parts.port  # a port that is no number, or beyond 65535, raises here
    except ValueError:
        raise ValueError("base_url has a port that is not a number from 0 to 65535: {!r}".format(value)) from None
    if not parts.hostname:
        raise ValueError("base_url names no host: {!r}".format(value))
    if parts.query or parts.fragment or any(c.isspace() for c in value):
        raise ValueError("base_url must hold no query, fragment or white space: {!r}".format(value))
    return value.rstrip("/")


def token(value):
    """None, or a string that fits in a header line."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError("token must be a string or None, not {}".format(type(value).__name__))
    if any(c in value for c in "\r\n\0"):
        raise ValueError("token must fit in a header line: no line breaks or NUL")
    return value


def timeout(value):
    """Seconds for one request: a positive finite number, or None (wait as long as it takes)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("timeout must be a number of seconds (or None), not {!r}".format(value))
    if not math.isfinite(value) or value <= 0:
        # 0 would make the socket non-blocking (EINPROGRESS), a negative one fails in socket.py
        raise ValueError("timeout must be a positive number of seconds (or None), not {!r}".format(value))
    return value


def count(name, value, least=0):
    """An int of at least ``least`` (not a bool, not a string)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("{} must be an integer, not {!r}".format(name, value))
    if value < least:
        raise ValueError("{} must be at least {}, not {!r}".format(name, least, value))
    return value


def number_or_none(name, value, least=0):
    """None, or a finite number of at least ``least`` (NaN has no JSON form)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("{} must be a number or None, not {!r}".format(name, value))
    if not math.isfinite(value) or value < least:
        raise ValueError("{} must be a finite number of at least {} (or None), not {!r}".format(name, least, value))
    return value


def boolean(name, value):
    if not isinstance(value, bool):
        raise TypeError("{} must be True or False, not {!r}".format(name, value))
    return value


def choice(name, value, allowed):
    """One of ``allowed`` (which may hold None)."""
    if value not in allowed:
        raise ValueError("{} must be one of {}, not {!r}".format(name, ", ".join(repr(a) for a in allowed), value))
    return value
