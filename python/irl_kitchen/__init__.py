"""irl-kitchen from Python: a client of the HTTP API and the planning environment.

- :class:`Client` (alias ``KitchenClient``): every route of docs/HTTP.md, sessions as
  :class:`Session` objects, refusals as :class:`ApiError`;
- :class:`Env`: the planning environment of docs/ENVIRONMENT.md with Gymnasium's contract
  (``reset``/``step``/``close``, ``info["admissible_commands"]``); a ``gymnasium.Env`` registered
  as ``irl_kitchen/IrlKitchen-v0`` when gymnasium is importable.

Standard library only. Start a server first: ``irl-kitchen serve`` (http://127.0.0.1:8080).
"""

from .client import DEFAULT_URL, ApiError, Client, EnvironmentGone, KitchenClient, ServerUnreachable, Session, number, page_count, page_cursor, page_items
from .env import ENV_ID, GYMNASIUM, Env, register_envs
from .one_thread import EnvInUse

__version__ = "0.1.0"

__all__ = [
    "ApiError",
    "Client",
    "DEFAULT_URL",
    "ENV_ID",
    "EnvironmentGone",
    "Env",
    "EnvInUse",
    "GYMNASIUM",
    "KitchenClient",
    "ServerUnreachable",
    "Session",
    "number",
    "page_count",
    "page_cursor",
    "page_items",
    "register_envs",
    "__version__",
]

register_envs()
