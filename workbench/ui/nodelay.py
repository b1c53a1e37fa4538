"""The kernels' websockets with Nagle's algorithm off.

Tornado leaves Nagle's algorithm on for a websocket (``WebSocketHandler.set_nodelay``), and neither Jupyter
Server nor Voilà turns it off. A click's widget messages leave the kernel as a few small frames in a row (the
"busy" status, then the widget's update): the first is sent at once, the next waits until the browser
acknowledges the first, which a receiver's delayed ACK holds back about 40 ms. With TCP_NODELAY each frame is
sent when written. The server uses this connection class (``serve.voila_settings``).
"""

from __future__ import annotations

from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

__all__ = ["NoDelayConnection"]


class NoDelayConnection(ZMQChannelsWebsocketConnection):
    """Jupyter Server's kernel websocket connection, its socket with TCP_NODELAY."""

    def connect(self) -> Any:  # Jupyter Server's: a Future or None (its base class says a coroutine)
        self.websocket_handler.set_nodelay(True)
        return super().connect()
