"""Gymnasium, where it is importable: the base class of :class:`irl_kitchen.Env` and its
registration as ``irl_kitchen/IrlKitchen-v0``. Without gymnasium ``Env`` has a stand-in base
(``unwrapped``, ``spec``) and nothing is registered; everything else works the same."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any, Optional, TypeVar

if TYPE_CHECKING:  # checked the same with gymnasium or without it: to a type checker Env is a class of its own
    _gym: Optional[ModuleType]
else:
    try:  # optional: everything works without it
        import gymnasium as _gym
    except ImportError:  # pragma: no cover - depends on the machine
        _gym = None

__all__ = ["ENV_ID", "GYMNASIUM", "register_envs"]

ENV_ID = "irl_kitchen/IrlKitchen-v0"
GYMNASIUM = _gym is not None

_Self = TypeVar("_Self")


class _StandIn:
    """What code written for gymnasium reads of any environment, where gymnasium is absent."""

    spec: Any = None  # gymnasium.make's EnvSpec; an Env made directly has none

    @property
    def unwrapped(self: _Self) -> _Self:
        """The environment itself: it has no wrappers."""
        return self


if TYPE_CHECKING:
    _Base = _StandIn
else:
    _Base = _gym.Env if _gym is not None else _StandIn


def register_envs() -> bool:
    """Registers ``irl_kitchen/IrlKitchen-v0`` with gymnasium (when importable); True when registered."""
    if _gym is None:
        return False
    registry = getattr(_gym, "registry", None)
    if registry is None:
        registry = getattr(getattr(_gym, "envs", None), "registry", {})
    if ENV_ID not in registry:
        _gym.register(id=ENV_ID, entry_point="irl_kitchen.env:Env")
    return True
