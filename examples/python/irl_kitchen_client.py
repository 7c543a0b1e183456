"""The first client of the irl-kitchen HTTP API, now the `irl_kitchen` package (python/ of the
repository; docs/HTTP.md, "Python"). This module keeps its names working:

    from irl_kitchen_client import KitchenClient
    client = KitchenClient("http://127.0.0.1:8080")
    with client.open_session() as session:
        step = session.execute("(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)")
        print(step["status"], step["newBindings"]["?butter"]["value"]["class"])

It imports the installed package, or the package beside this checkout when none is installed.
"""

import os
import sys

try:
    import irl_kitchen
except ImportError:  # run from a checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
    import irl_kitchen

from irl_kitchen import ApiError, Client, KitchenClient, Session

__all__ = ["ApiError", "Client", "KitchenClient", "Session"]
